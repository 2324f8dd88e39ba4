import { SessionProvider } from '@area-cliente/shared';
import { useCallback, useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { RemoteRoute } from '../composition';
import { AlertHost } from './alert-host';
import { APP_BASENAME, createAppRouter } from './app-router';
import { connectSessionEvents } from './session-events';

type Props = { routes: RemoteRoute[] };

/** The browser's location as an app path: `/area-cliente/recibo/7?x=1` → `/recibo/7?x=1`. */
function appPath({ pathname, search }: { pathname: string; search: string }): string {
  const path = pathname.startsWith(`${APP_BASENAME}/`) ? pathname.slice(APP_BASENAME.length) : pathname;
  return `${path}${search}`;
}

/** The shell's application: router over the deployed remotes' routes, session events and alerts. */
export function App({ routes }: Props) {
  const router = useMemo(() => createAppRouter(routes), [routes]);

  useEffect(
    () =>
      connectSessionEvents(
        (to, opts) => void router.navigate(to, { replace: opts?.replace ?? false }),
        () => appPath(window.location),
      ),
    [router],
  );
  const onScreenChange = useCallback(
    (listener: () => void) => {
      let key = router.state.location.key;
      return router.subscribe(({ location }) => {
        if (location.key === key) return;
        key = location.key;
        listener();
      });
    },
    [router],
  );

  return (
    <SessionProvider>
      <RouterProvider router={router} />
      <AlertHost onScreenChange={onScreenChange} />
    </SessionProvider>
  );
}
