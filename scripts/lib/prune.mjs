import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  filterHistory,
  readHistory,
  readManifest,
  versionDir,
  withManifestLock,
} from './remotes-manifest.mjs';

const DAY_MS = 24 * 3_600_000;

/**
 * Deletes published remote versions nobody can roll back to any more. Per remote it keeps the live
 * version, the `keep` versions deployed before it and every version deployed within `recentMs`;
 * the others lose their folder and their history entry. Under the deploy lock, so it never races
 * a deploy or a rollback. Returns the deleted versions by remote.
 */
export async function pruneRemoteVersions(deployDir, { keep = 3, recentMs = DAY_MS, now = Date.now() } = {}) {
  const remotesDir = join(deployDir, 'remotes');
  if (!existsSync(remotesDir)) return {};
  return withManifestLock(deployDir, () => {
    const manifest = readManifest(deployDir);
    const pruned = {};
    for (const name of readdirSync(remotesDir)) {
      const history = readHistory(deployDir, name);
      if (history.length === 0) continue;
      const live = manifest.remotes[name]?.version;
      const order = history.map((h) => h.version);
      const before = [...new Set(order.slice(0, order.lastIndexOf(live)).reverse())].filter(
        (v) => v !== live,
      );
      const kept = new Set([
        live,
        ...before.slice(0, keep),
        ...history.filter((h) => now - Date.parse(h.deployedAt) < recentMs).map((h) => h.version),
      ]);
      const doomed = [...new Set(order)].filter((v) => !kept.has(v));
      if (doomed.length === 0) continue;
      // History first: a rollback never points at a folder that is about to go.
      filterHistory(deployDir, name, (v) => kept.has(v));
      for (const version of doomed)
        rmSync(versionDir(deployDir, name, version), { recursive: true, force: true });
      pruned[name] = doomed;
    }
    return pruned;
  });
}
