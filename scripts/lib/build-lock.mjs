import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from './workspace.mjs';

// Several `pnpm start` runs on one checkout (developers, e2e) share the packages' dist folders:
// only one may build at a time. mkdir is atomic, so the folder is the lock. It lives in the
// checkout, so other checkouts on the same machine build independently.
const LOCK = join(repoRoot, 'node_modules', '.area-cliente-build.lock');
const STALE_MS = 20 * 60_000;

/**
 * @template T
 * @param {() => T | Promise<T>} fn
 * @returns {Promise<T>}
 */
export async function withBuildLock(fn) {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      // A lock older than any build is left over from a killed run.
      const age = Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_MS) rmSync(LOCK, { recursive: true, force: true });
      else await sleep(500);
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}
