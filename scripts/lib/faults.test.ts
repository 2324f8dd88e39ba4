import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAULTS, type Check } from './faults.mjs';
import { repoRoot } from './workspace.mjs';

// The fault list of `pnpm test:faults` goes stale quietly when the code it edits moves: checked here
// without running any fault, so a refactor that breaks one fails the ordinary suite.
const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');
const occurrences = (text: string, find: string) => text.split(find).length - 1;
const filesOf = (check: Check) => ('vitest' in check ? check.files : 'e2e' in check ? check.e2e : []);

describe('seeded faults (scripts/lib/faults.mjs)', () => {
  it('have unique ids', () => {
    const ids = FAULTS.map((f) => f.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it.each(FAULTS.map((f) => [f.id, f] as const))('%s still applies: its text occurs exactly once', (_, f) => {
    if (f.rename !== undefined) {
      expect(existsSync(join(repoRoot, f.file)), `${f.file} exists`).toBe(true);
      expect(existsSync(join(repoRoot, f.rename)), `${f.rename} is free`).toBe(false);
      return;
    }
    expect(f.find, 'find').toBeTruthy();
    expect(f.replace, 'replace differs from find').not.toBe(f.find);
    expect(occurrences(read(f.file), f.find!), `occurrences in ${f.file}`).toBe(1);
  });

  it.each(FAULTS.map((f) => [f.id, f] as const))('%s names checks whose test files exist', (_, f) => {
    expect(f.checks.length).toBeGreaterThan(0);
    for (const file of f.checks.flatMap(filesOf)) expect(existsSync(join(repoRoot, file)), file).toBe(true);
  });
});
