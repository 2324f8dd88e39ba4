import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { RemotePrefetch } from '@area-cliente/shared';
import type { ParcelConfig } from 'single-spa';
import { reportLoadFailures } from './report-load-failures';
import { notifyRemoteLoaded } from './remote-loaded';
import { containerEntry, type RemotesManifest } from './remotes-manifest';

let initialised = false;

/**
 * Registers the deployed remotes with the Module Federation runtime. Nothing is fetched here: each
 * remote's manifest and code load on first use, so one remote that is down costs only its own routes.
 */
export function registerDeployedRemotes(manifest: RemotesManifest): void {
  if (!initialised) {
    init({
      name: 'shell',
      remotes: [],
      shareStrategy: 'loaded-first',
      plugins: [
        RetryPlugin({ fetch: { retryTimes: 2 }, script: { retryTimes: 2, retryDelay: 500 } }),
        reportLoadFailures(),
      ],
    });
    initialised = true;
  }
  registerRemotes(
    Object.entries(manifest.remotes).map(([name, { entry }]) => ({
      name,
      // Resolved against the page so the runtime derives each remote's public path from a full URL.
      entry: new URL(containerEntry(entry), window.location.href).href,
    })),
  );
}

/** `./app` modules already loaded (by a screen or a prefetch), by remote. */
const loadedApps = new Map<string, ParcelConfig>();

/** Loads a remote's `./app` module: the single-spa-react lifecycles of its screens. */
export async function loadRemoteApp(remote: string): Promise<ParcelConfig> {
  const app = await loadRemote<ParcelConfig>(`${remote}/app`);
  if (!app) throw new Error(`Remote ${remote} has no ./app module`);
  loadedApps.set(remote, app);
  notifyRemoteLoaded(remote);
  return app;
}

/** A remote's `./app` when it is already loaded: a prefetched screen mounts without a loading frame. */
export const loadedRemoteApp = (remote: string): ParcelConfig | undefined => loadedApps.get(remote);

/**
 * The same `./app` module, for what it offers beside the lifecycles (a screen's code and data ahead
 * of a click). The runtime keeps the module, so the later mount downloads nothing again.
 */
export async function loadRemotePrefetch(remote: string): Promise<RemotePrefetch> {
  const app = await loadRemote<ParcelConfig & RemotePrefetch>(`${remote}/app`);
  if (!app) return {};
  loadedApps.set(remote, app);
  return app;
}
