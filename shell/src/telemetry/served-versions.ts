/**
 * Which version of each remote this page loads: the `version` of the remotes.json entry the shell
 * registered. Every signal is tagged with it, so a canary's numbers never mix with the stable's.
 * Whoever picks the entry to load (a canary share, say) sets the version it picked here.
 */
const served = new Map<string, string>();

/** Nothing in remotes.json for the remote (it has no routes then, so this is rare). */
const UNKNOWN_VERSION = 'desconocida';

export function setServedVersions(versions: Record<string, { version: string }>): void {
  for (const [remote, { version }] of Object.entries(versions)) served.set(remote, version);
}

export const servedVersion = (remote: string): string => served.get(remote) ?? UNKNOWN_VERSION;
