import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CALLS } from '@area-cliente/shared/contract';
import { MAX_BYTES_FOTO } from '@area-cliente/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAZO_SUBIDA } from '../src/config';
import { startApp, type TestApp } from './helpers';

// nginx serves the front end itself in production: its copy of the security headers must say
// exactly what the API says (deploy/nginx/security-headers.conf).
const conf = readFileSync(
  fileURLToPath(new URL('../../deploy/nginx/security-headers.conf', import.meta.url)),
  'utf8',
);
const nginxHeaders = Object.fromEntries(
  [...conf.matchAll(/^add_header ([\w-]+) "([^"]*)" always;$/gm)].map(([, name, value]) => [
    name!.toLowerCase(),
    value,
  ]),
);

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

describe('deploy/nginx security headers', () => {
  it('match the API’s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health/live' });
    const names = Object.keys(nginxHeaders);
    expect(names.length).toBeGreaterThanOrEqual(6);
    for (const name of names) expect([name, res.headers[name]]).toEqual([name, nginxHeaders[name]]);
    for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy']) {
      expect(names).toContain(name);
    }
  });

  it('send HSTS on HTTPS only, as the API does', () => {
    expect(conf).toMatch(/^add_header Strict-Transport-Security \$area_cliente_hsts always;$/m);
    const http = readFileSync(
      fileURLToPath(new URL('../../deploy/nginx/area-cliente.http.conf', import.meta.url)),
      'utf8',
    );
    expect(http).toMatch(/https "max-age=31536000; includeSubDomains";\s+default "";/);
  });
});

describe('deploy/nginx photo upload location', () => {
  const locations = readFileSync(
    fileURLToPath(new URL('../../deploy/nginx/area-cliente.locations.conf', import.meta.url)),
    'utf8',
  );
  const path = `/produccion/rest${CALLS.subeFotoSiniestro.path}`;
  const block = new RegExp(`location = ${path} \\{([^}]*)\\}`).exec(locations)?.[1] ?? '';
  const directive = (name: string) => new RegExp(`^\\s*${name} ([^;]+);`, 'm').exec(block)?.[1];

  it('streams the photo to the API, which refuses before reading and cuts a slow body', () => {
    expect(block, `no location = ${path}`).not.toBe('');
    expect(directive('proxy_request_buffering')).toBe('off');
    const [, megas] = /^(\d+)m$/.exec(directive('client_max_body_size') ?? '') ?? [];
    expect(Number(megas) * 1024 * 1024).toBeGreaterThan(MAX_BYTES_FOTO);
  });

  it('drops a client that sends nothing for as long as one of the API’s windows', () => {
    // nginx times only the gap between two reads (60 s unless told): no longer than the API's window,
    // so a proxy in front never waits on a silent phone longer than the API would. The API's floor
    // and deadline time the rest.
    const [, seconds] = /^(\d+)s$/.exec(directive('client_body_timeout') ?? '') ?? [];
    expect(Number(seconds)).toBeGreaterThan(0);
    expect(Number(seconds) * 1000).toBeLessThanOrEqual(PLAZO_SUBIDA.windowMs);
  });
});
