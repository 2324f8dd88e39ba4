import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PERSONAS } from './lib/demo-personas.mjs';
import { repoRoot } from './lib/workspace.mjs';

describe('the start banner', () => {
  it('lists every demo persona of the README, in its order', () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    const documented = [...readme.matchAll(/^\| `([0-9A-Z]{9})` \|/gm)].map((m) => m[1]);
    expect(documented.length).toBeGreaterThan(5);
    expect(DEMO_PERSONAS.map(([nif]: string[]) => nif)).toEqual(documented);
  });
});
