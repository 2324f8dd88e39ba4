import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { RemotePrefetch } from '@area-cliente/shared';
import { loadInSteps } from './load-in-steps';
import { countRemoteFailure, reportLoadFailures } from './report-load-failures';
import { notifyRemoteLoaded } from './remote-loaded';
import { buildAfterCanaryChange } from './canary';
import { containerEntry, fetchDeployedEntries, shellServes, type DeployedRemotes } from './remotes-manifest';
import type { RemoteLifecycles } from './parcel-host';

let initialised = false;

/** Remotes this shell will not load, with why (remotes-manifest.ts). */
let refused: Record<string, string> = {};

/** Remotes served here whose build has side-menu entries (`./menu`), sorted by name. */
let withMenu: string[] = [];

/**
 * Registers the deployed remotes this shell can serve with the Module Federation runtime. Nothing is
 * fetched here: each remote's manifest and code load on first use, so one remote that is down costs
 * only its own routes. A refused remote is reported once per page load, like one that fails to load.
 */
export function registerDeployedRemotes(deployed: DeployedRemotes): void {
  refused = deployed.refused;
  withMenu = Object.entries(deployed.remotes)
    .filter(([name, build]) => build.menu === true && !(name in refused))
    .map(([name]) => name)
    .sort();
  for (const [name, reason] of Object.entries(refused)) {
    console.error(`[area-cliente] ${name} not served by this shell: ${reason}`);
    countRemoteFailure(name);
  }
  if (!initialised) {
    init({
      name: 'shell',
      remotes: [],
      shareStrategy: 'loaded-first',
      plugins: [
        RetryPlugin({ fetch: { retryTimes: 2 }, script: { retryTimes: 2, retryDelay: 500 } }),
        reportLoadFailures(),
        loadInSteps(),
      ],
    });
    initialised = true;
  }
  registerRemotes(
    Object.entries(deployed.remotes)
      .filter(([name]) => !(name in refused))
      .map(([name, { entry }]) => ({
        name,
        // Resolved against the page so the runtime derives each remote's public path from a full URL.
        entry: new URL(containerEntry(entry), window.location.href).href,
      })),
  );
}

/** Remotes a screen has asked for: asking again is a retry (or a return after a failure). */
const requested = new Set<string>();

/**
 * A retry of a remote this page loads as a canary: when remotes.json serves this browser another
 * build now (the canary was rolled back or promoted), that one replaces it in the runtime.
 */
async function followCanaryChange(remote: string): Promise<void> {
  const build = await buildAfterCanaryChange(remote, fetchDeployedEntries, shellServes).catch(
    () => undefined,
  );
  if (!build) return;
  loadedApps.delete(remote);
  registerRemotes(
    [{ name: remote, entry: new URL(containerEntry(build.entry), window.location.href).href }],
    { force: true },
  );
}

/** `./app` modules already loaded (by a screen or a prefetch), by remote. */
const loadedApps = new Map<string, RemoteLifecycles>();

/** Loads a remote's `./app` module: the single-spa-react lifecycles of its screens. */
export async function loadRemoteApp(remote: string): Promise<RemoteLifecycles> {
  if (remote in refused) throw new Error(`${remote} not served by this shell: ${refused[remote]}`);
  if (requested.has(remote)) await followCanaryChange(remote);
  requested.add(remote);
  const app = await loadRemote<RemoteLifecycles>(`${remote}/app`);
  if (!app) throw new Error(`Remote ${remote} has no ./app module`);
  loadedApps.set(remote, app);
  notifyRemoteLoaded(remote);
  return app;
}

/** A remote's `./app` when it is already loaded: a prefetched screen mounts without a loading frame. */
export const loadedRemoteApp = (remote: string): RemoteLifecycles | undefined => loadedApps.get(remote);

/**
 * The same `./app` module, for what it offers beside the lifecycles (a screen's code and data ahead
 * of a click). The runtime keeps the module, so the later mount downloads nothing again.
 */
export async function loadRemotePrefetch(remote: string): Promise<RemotePrefetch> {
  if (remote in refused) return {};
  const app = await loadRemote<RemoteLifecycles & RemotePrefetch>(`${remote}/app`);
  if (!app) return {};
  loadedApps.set(remote, app);
  return app;
}

/** The remotes to ask for side-menu entries: what remotes.json says, with no remote fetched to know. */
export const menuRemotes = (): readonly string[] => withMenu;
