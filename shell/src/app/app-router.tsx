import { lazy, useMemo } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { NO_TOKEN, sessionStore, tokenAtom } from '@area-cliente/shared';
import { prefetchPathCode, type RemoteRoute } from '../composition';
import { AccessLayout } from '../layout/access-layout';
import { DefaultRedirect } from './default-redirect';
import { RemoteRouteElement } from './remote-route';
import { RequireSession } from './require-session';
import { ScreenAnnouncer } from './screen-announcer';

export const APP_BASENAME = '/area-cliente';

// Loaded on the first private page, not on /login: a new visitor's first download stays small. No
// Suspense boundary above it: the screen on display (or index.html's frame) stays until it arrives.
const loadPrivateFrame = () => import('./private-frame');
const PrivateFrame = lazy(loadPrivateFrame);

// Once the credentials are accepted the home comes next: its frame and code download while the login
// screen reads the portfolio, instead of after it.
let loggedIn = sessionStore.get(tokenAtom) !== NO_TOKEN;
sessionStore.sub(tokenAtom, () => {
  const now = sessionStore.get(tokenAtom) !== NO_TOKEN;
  if (now && !loggedIn) {
    void loadPrivateFrame();
    prefetchPathCode('/inicio');
  }
  loggedIn = now;
});

/** Each route says its frame (routes.json `layout`): login, registration and consent keep the bare one. */
const usesAccessLayout = (route: RemoteRoute) => route.layout === 'access';

function toRouteObject(route: RemoteRoute, guarded: boolean): RouteObject {
  const screen = <RemoteRouteElement route={route} />;
  return { path: route.path, element: guarded ? <RequireSession>{screen}</RequireSession> : screen };
}

/** Route tree from the deployment manifest's routes: nothing about the remotes is known at build time. */
function appRoutes(routes: RemoteRoute[]): RouteObject[] {
  const access = routes.filter(usesAccessLayout);
  const main = routes.filter((r) => !usesAccessLayout(r));
  const tree: RouteObject[] = [
    { path: '/', element: <DefaultRedirect /> },
    { element: <AccessLayout />, children: access.map((r) => toRouteObject(r, !r.public)) },
    { element: <PrivateFrame />, children: main.map((r) => toRouteObject(r, false)) },
  ];
  // Without a manifest the composition serves its own catch-all fallback route.
  if (!routes.some((r) => r.path === '*')) tree.push({ path: '*', element: <DefaultRedirect /> });
  return [{ element: <ScreenAnnouncer />, children: tree }];
}

/** The screens of the deployed routes, for a router above (the browser's, or a test's in memory). */
export function AppRoutes({ routes }: { routes: RemoteRoute[] }) {
  return useRoutes(useMemo(() => appRoutes(routes), [routes]));
}
