import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The label every version not (or no longer) deployed collapses into. */
export const OTHER_VERSION = 'otra';

/** Every string under a `version` key inside `value`: the stable entry's, a canary's, whatever shape. */
function versionsIn(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) versionsIn(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'version' && typeof inner === 'string') into.add(inner);
      else versionsIn(inner, into);
    }
  }
  return into;
}

let cache: { file: string; mtimeMs: number; byRemote: Map<string, Set<string>> } | undefined;

/**
 * The versions remotes.json names for each remote (its stable entry and any canary), read again only
 * when the file changes. Undefined when this instance cannot read it (no deploy folder, or remotes.json
 * in a bucket): then versions are taken as sent, bounded by the schema's charset and length.
 */
export function deployedVersions(deployDir: string | undefined): Map<string, Set<string>> | undefined {
  if (!deployDir) return undefined;
  const file = join(deployDir, 'remotes.json');
  try {
    const { mtimeMs } = statSync(file);
    if (cache?.file === file && cache.mtimeMs === mtimeMs) return cache.byRemote;
    const json = JSON.parse(readFileSync(file, 'utf8')) as { remotes?: Record<string, unknown> };
    const byRemote = new Map(
      Object.entries(json.remotes ?? {}).map(([remote, entry]) => [remote, versionsIn(entry, new Set())]),
    );
    cache = { file, mtimeMs, byRemote };
    return byRemote;
  } catch {
    return undefined;
  }
}

/** The version to count a signal under: as sent when deployed (or unknowable), else OTHER_VERSION. */
export function countedVersion(
  deployed: Map<string, Set<string>> | undefined,
  remote: string,
  version: string,
): string {
  if (!deployed) return version;
  return deployed.get(remote)?.has(version) ? version : OTHER_VERSION;
}
