import { CACHE_TARJETAS, TARJETAS_SIN_CONEXION_URL } from '@area-cliente/shared/domain';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The service worker is a plain script that cannot import the kernel: it must name the same cache the
// policy screens write the offline digital cards to (issue #32).
const sw = readFileSync(new URL('../../shell/public/sw.js', import.meta.url), 'utf8');

describe('the offline digital cards in the service worker', () => {
  it('are kept across versions under the cache the app writes', () => {
    expect(sw).toContain(`const CARDS_CACHE = '${CACHE_TARJETAS}';`);
    expect(sw).toContain('new Set([ASSETS_CACHE, PAGES_CACHE, CARDS_CACHE])');
    expect(TARJETAS_SIN_CONEXION_URL.startsWith('/area-cliente/')).toBe(true);
  });

  it('serves them offline under a policy of its own: no script, its one style by hash, images as data', () => {
    expect(sw).toContain("default-src 'none'; img-src data:; style-src 'sha256-");
    expect(sw).not.toMatch(/<script/);
  });
});
