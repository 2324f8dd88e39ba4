import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect } from '@playwright/test';
import { test } from '../support/test';

// Runs scripts/prove-independent-deploy.mjs: it starts its own product (free port, own data and
// deployment folders), changes the home greeting by deploying a changed remote-offers build alone,
// checks the page and the shell's bytes, rolls back and checks again. It drives its own Chromium, so
// no page fixture here.
test('the offers remote is changed and rolled back by deploying it alone, the shell untouched', () => {
  test.setTimeout(20 * 60_000);
  const result = spawnSync('node', ['scripts/prove-independent-deploy.mjs'], {
    cwd: resolve(import.meta.dirname, '..', '..'),
    encoding: 'utf8',
    env: { ...process.env, PROOF_PORT: '' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout}\n${result.stderr}`;
  expect(output).toContain('after the deploy the page shows the new greeting');
  expect(output).toContain('every shell file is byte-for-byte unchanged after the deploy');
  expect(output).toContain('after the rollback the page shows the old greeting');
  expect(result.status, output.slice(-4000)).toBe(0);
});
