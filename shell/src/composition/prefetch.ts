import type { RemotePrefetch } from '@area-cliente/shared';
import { matchPath } from 'react-router-dom';
import { whenIdle } from '../when-idle';
import { loadRemotePrefetch } from './federation';
import type { RemoteRoute } from './remotes-manifest';

const APP_BASE = '/area-cliente';
/**
 * Marked when the page first downloads code for later screens: what is requested after it is read
 * ahead, not what the screen on display needed (the byte budgets and `pnpm bench` tell them apart).
 */
const PREFETCH_MARK = 'area-cliente:prefetch';
/** Enough for a screen's menu and links; a screen that links everywhere does not download everything. */
const MAX_LINKED_SCREENS = 12;

/** The screen an address opens: which remote, which of its screens, with which route parameters. */
export type ScreenTarget = {
  remote: string;
  screen: string;
  params: Record<string, string | undefined>;
};

let deployedRoutes: RemoteRoute[] = [];

/** The routes of remotes.json, once the composition has read them. */
export function setPrefetchRoutes(routes: RemoteRoute[]): void {
  deployedRoutes = routes.filter((route) => route.path !== '*');
}

/**
 * The screen an app address opens (`/area-cliente/polizaAutos/1`, absolute or not), or null for any
 * other address: another site, a file under the app, a route no remote serves.
 */
export function screenTarget(
  href: string,
  routes: RemoteRoute[] = deployedRoutes,
  origin: string = window.location.origin,
): ScreenTarget | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.startsWith(`${APP_BASE}/`)) return null;
  const path = url.pathname.slice(APP_BASE.length);
  for (const route of routes) {
    const match = matchPath(`/${route.path}`, path);
    if (match) return { remote: route.remote, screen: route.screen, params: match.params };
  }
  return null;
}

/**
 * Downloads a screen's code (its remote's `./app` and the screen's own chunk) without showing it,
 * and resolves to what the remote declares about its data. Never throws: a remote that cannot be
 * reached now is left to the click, which shows its fallback.
 */
export async function prefetchScreenCode(target: ScreenTarget): Promise<RemotePrefetch | null> {
  try {
    const remote = await loadRemotePrefetch(target.remote);
    await remote.preloadScreen?.(target.screen);
    return remote;
  } catch {
    return null;
  }
}

/** The distinct screens the app links in `root` lead to, in document order. */
export function linkedScreens(root: ParentNode, routes: RemoteRoute[] = deployedRoutes): ScreenTarget[] {
  const seen = new Set<string>();
  const targets: ScreenTarget[] = [];
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const target = screenTarget(link.getAttribute('href') ?? '', routes);
    if (!target || seen.has(screenKey(target))) continue;
    seen.add(screenKey(target));
    targets.push(target);
  }
  return targets;
}

const screenKey = (target: ScreenTarget) => `${target.remote}/${target.screen}`;

/** Something on the page still loading: a skeleton, or a spinner that says what it waits for. */
const LOADING = '[aria-busy="true"], .ac-spinner-wrap';

/**
 * Once the screen on display has shown (nothing on it loading) and the browser is idle, downloads
 * the code of the screens its links lead to, one at a time, each in an idle period of its own. Returns
 * the cancel for a screen change.
 */
export function prefetchLinkedScreens(root: ParentNode = document): () => void {
  let cancelled = false;
  let cancelWait = () => {};
  const idle = () =>
    new Promise<void>((resolve) => {
      cancelWait = whenIdle(resolve);
    });
  void (async () => {
    // A screen still loading has not drawn its links yet.
    for (let tries = 0; tries < 20 && root.querySelector(LOADING); tries += 1) {
      await idle();
      await new Promise((resolve) => setTimeout(resolve, 250));
      if (cancelled) return;
    }
    // The links are read again before each download: a part of the screen may show later.
    const done = new Set<string>();
    while (done.size < MAX_LINKED_SCREENS) {
      const next = linkedScreens(root).find((target) => !done.has(screenKey(target)));
      if (!next) return;
      done.add(screenKey(next));
      await idle();
      if (cancelled) return;
      if (!performance.getEntriesByName(PREFETCH_MARK).length) performance.mark(PREFETCH_MARK);
      await prefetchScreenCode(next);
    }
  })();
  return () => {
    cancelled = true;
    cancelWait();
  };
}

/** The code of the screen behind an app address, now (credentials accepted: the home is next). */
export function prefetchPathCode(path: string): void {
  const target = screenTarget(`${APP_BASE}${path}`);
  if (target) void prefetchScreenCode(target);
}
