import { openTarget } from './deploy-targets/index.mjs';
import {
  filterHistory,
  readHistory,
  readManifest,
  versionKey,
  withManifestLock,
} from './remotes-manifest.mjs';

const DAY_MS = 24 * 3_600_000;

/**
 * When a version folder was started: its name begins with the deploy time (deploy.mjs newVersion).
 * @param {string} folder
 */
function startedAt(folder) {
  const m = /^(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-[0-9a-f]+/.exec(folder);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number);
  return Date.UTC(Number(year), Number(month) - 1, day, hour, minute, second);
}

/**
 * Removes what deploys that failed half-way left behind: version folders (or their temporary copies)
 * in no history, started before `before`. A deploy still uploading is recent, so it is left alone.
 * @param {import('./deploy-targets/index.mjs').DeployTarget} store
 * @param {string} name
 * @param {(string | undefined)[]} versions
 * @param {number} before
 */
async function removeOrphans(store, name, versions, before) {
  const known = new Set(versions);
  const orphans = (await store.listFolders(`remotes/${name}`)).filter(
    (folder) => !known.has(folder) && (startedAt(folder) ?? Infinity) < before,
  );
  for (const folder of orphans) await store.removeFolder(`remotes/${name}/${folder}`);
  return orphans;
}

/**
 * Deletes published remote versions nobody can roll back to any more, from a deploy folder or bucket
 * (`target`, as in deploy.mjs). Per remote it keeps the live version, the `keep` versions deployed
 * before it and every version deployed within `recentMs`; the others lose their files and their
 * history entry, as do leftovers of deploys that failed half-way. Under the deploy lock, so it never races a deploy or a rollback. Returns the deleted
 * versions by remote.
 * @param {import('./remotes-manifest.mjs').Target} target
 * @param {{ keep?: number, recentMs?: number, now?: number }} [options]
 */
export async function pruneRemoteVersions(target, { keep = 3, recentMs = DAY_MS, now = Date.now() } = {}) {
  const store = openTarget(target);
  const names = await store.listFolders('remotes');
  if (names.length === 0) return {};
  return withManifestLock(store, async () => {
    const manifest = await readManifest(store);
    /** @type {Record<string, string[]>} */
    const pruned = {};
    for (const name of names) {
      const history = await readHistory(store, name);
      const live = manifest.remotes[name]?.version;
      // A live canary is served like the stable version: never pruned.
      const canary = manifest.remotes[name]?.canary?.version;
      const orphans = await removeOrphans(
        store,
        name,
        [live, canary, ...history.map((h) => h.version)],
        now - recentMs,
      );
      if (orphans.length) pruned[name] = orphans;
      if (history.length === 0) continue;
      const order = history.map((h) => h.version);
      const before = [...new Set(order.slice(0, order.lastIndexOf(live ?? '')).reverse())].filter(
        (v) => v !== live,
      );
      const kept = new Set([
        live,
        canary,
        ...before.slice(0, keep),
        ...history.filter((h) => now - Date.parse(h.deployedAt) < recentMs).map((h) => h.version),
      ]);
      const doomed = [...new Set(order)].filter((v) => !kept.has(v));
      if (doomed.length === 0) continue;
      // History first: a rollback never points at a version that is about to go.
      await filterHistory(store, name, (v) => kept.has(v));
      for (const version of doomed) await store.removeFolder(versionKey(name, version));
      pruned[name] = [...(pruned[name] ?? []), ...doomed];
    }
    return pruned;
  });
}
