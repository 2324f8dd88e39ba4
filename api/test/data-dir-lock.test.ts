import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../src/db/data-dir-lock';

const root = mkdtempSync(join(tmpdir(), 'ac-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const apiDir = fileURLToPath(new URL('..', import.meta.url));

/** Another process that takes the lock, says so, then waits to be killed. */
function holder(dir: string) {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const fs = require('node:fs');
       const { tryLock } = require('fs-native-extensions');
       fs.mkdirSync(require('node:path').dirname(process.argv[1]), { recursive: true });
       if (!tryLock(fs.openSync(process.argv[1] + '.lock', 'a+'))) process.exit(3);
       console.log('locked');
       setInterval(() => {}, 1000);`,
      dir,
    ],
    { cwd: apiDir },
  );
  const locked = new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`holder exited ${code}`)));
  });
  return { child, locked };
}

describe('lockDataDir', () => {
  it('refuses a folder locked by another process', async () => {
    const dir = join(root, 'a', 'pglite');
    const other = holder(dir);
    await other.locked;
    expect(() => lockDataDir(dir)).toThrow(/in use by another process/);
    other.child.kill('SIGKILL');
    await new Promise((r) => other.child.once('exit', r));
    // The kernel released it with the process: a restart right after kill -9 starts at once.
    lockDataDir(dir)();
  });

  it('refuses a second holder in the same process and frees the folder on release', () => {
    const dir = join(root, 'b', 'pglite');
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(/in use/);
    release();
    lockDataDir(dir)();
  });

  it('ignores a pid left in the file: only the OS lock counts', () => {
    const dir = join(root, 'c', 'pglite');
    // The pid of a live process that holds nothing (pid files mistook these for a holder).
    mkdirSync(join(root, 'c'));
    writeFileSync(`${dir}.lock`, String(process.ppid));
    lockDataDir(dir)();
  });
});
