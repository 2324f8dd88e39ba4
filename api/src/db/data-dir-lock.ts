import { closeSync, ftruncateSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { tryLock } from 'fs-native-extensions';

/**
 * PGlite does not lock its folder and two processes on one folder corrupt it, so the service holds
 * an OS lock on `<dataDir>.lock` (an open-file-description lock on Linux, flock elsewhere). The
 * kernel drops it when the process ends however it ends, so a restart right after a crash or
 * kill -9 finds it free. The pid written inside is for people only. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  mkdirSync(dirname(lockFile), { recursive: true });
  const fd = openSync(lockFile, 'a+');
  if (!tryLock(fd)) {
    closeSync(fd);
    throw new Error(`The database folder ${dataDir} is in use by another process (see ${lockFile})`);
  }
  ftruncateSync(fd);
  writeSync(fd, String(process.pid));
  // Closing the descriptor releases the lock; the file stays, as lock files held this way may.
  return () => closeSync(fd);
}
