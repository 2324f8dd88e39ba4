import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../src/db/data-dir-lock';

const root = mkdtempSync(join(tmpdir(), 'ac-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('refuses a folder held by another live process and frees it on release', async () => {
    const dir = join(root, 'a', 'pglite');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    const release = lockDataDir(dir);
    expect(existsSync(`${dir}.lock`)).toBe(true);
    release();
    writeFileSync(`${dir}.lock`, String(other.pid));
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
    other.kill();
    await new Promise((r) => other.once('exit', r));
    // The holder died: the lock is taken over.
    const again = lockDataDir(dir);
    again();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
