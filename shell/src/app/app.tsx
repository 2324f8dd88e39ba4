import { SessionProvider } from '@area-cliente/shared';
import { useEffect, useRef } from 'react';
import { BrowserRouter, useLocation, useNavigate } from 'react-router-dom';
import type { RemoteRoute } from '../composition';
import { PageViews } from '../telemetry';
import { AlertHost } from './alert-host';
import { BlankScreenGuard } from './blank-screen-guard';
import { APP_BASENAME, AppRoutes } from './app-router';
import { connectSessionEvents } from './session-events';

type Props = { routes: RemoteRoute[] };

/** The browser's location as an app path: `/area-cliente/recibo/7?x=1` → `/recibo/7?x=1`. */
function appPath({ pathname, search }: { pathname: string; search: string }): string {
  const path = pathname.startsWith(`${APP_BASENAME}/`) ? pathname.slice(APP_BASENAME.length) : pathname;
  return `${path}${search}`;
}

/** The kernel's session and navigation events, routed by the router; alerts last until the screen changes. */
function ShellEvents() {
  const navigate = useNavigate();
  // useNavigate's function changes with every location: connect once, call the latest one.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const { key } = useLocation();
  useEffect(
    () =>
      connectSessionEvents(
        (to, opts) => void navigateRef.current(to, { replace: opts?.replace ?? false }),
        () => appPath(window.location),
      ),
    [],
  );
  return <AlertHost screenKey={key} />;
}

/**
 * The shell's application: the browser's router (declarative: the data router's loaders and actions,
 * unused here, would add about 15 KiB to /login) over the deployed remotes' routes, session events and
 * alerts.
 */
export function App({ routes }: Props) {
  return (
    <SessionProvider>
      <BrowserRouter basename={APP_BASENAME}>
        <AppRoutes routes={routes} />
        <ShellEvents />
        <BlankScreenGuard routes={routes} container={document.getElementById('root')} />
        <PageViews routes={routes} />
      </BrowserRouter>
    </SessionProvider>
  );
}
