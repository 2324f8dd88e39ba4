import { SectionErrorBoundary, SectionUnavailable, type NavigateOptions } from '@area-cliente/shared';
import { ScreenSkeleton } from '@area-cliente/shared/ui';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { recordFailure } from '../telemetry/rum-queue';
import { MANIFEST_UNAVAILABLE } from './boot';
import { loadedRemoteApp, loadRemoteApp } from './federation';
import { ParcelHost, type RemoteLifecycles } from './parcel-host';

type Props = { remote: string; screen: string; params: Record<string, string | undefined> };

type LoadState = { status: 'loading' } | { status: 'ready'; app: RemoteLifecycles } | { status: 'failed' };

/**
 * Mounts `screen` of a remote in the content area (its single-spa-react lifecycles, `ParcelHost`). A remote that cannot be
 * loaded, fails to mount or throws shows the Spanish fallback; 'Reintentar' loads and mounts it again
 * without a page reload. New route params reach the mounted parcel as an update.
 */
export function RemoteScreen({ remote, screen, params }: Props) {
  const routerNavigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const app = loadedRemoteApp(remote);
    return app ? { status: 'ready', app } : { status: 'loading' };
  });

  useEffect(() => {
    if (remote === MANIFEST_UNAVAILABLE) return undefined;
    let current = true;
    // Already there (prefetched, or shown before): no loading frame in between. The prefetch may have
    // finished between the first render and this effect, so the state follows it here too.
    const loaded = attempt === 0 ? loadedRemoteApp(remote) : undefined;
    if (loaded) {
      setState((now) =>
        now.status === 'ready' && now.app === loaded ? now : { status: 'ready', app: loaded },
      );
      return undefined;
    }
    setState({ status: 'loading' });
    loadRemoteApp(remote).then(
      (app) => current && setState({ status: 'ready', app }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [remote, attempt]);

  const navigate = useCallback(
    (to: string, opts?: NavigateOptions) => routerNavigate(to, { replace: opts?.replace ?? false }),
    [routerNavigate],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // Nothing to retry without the manifest but booting again.
  if (remote === MANIFEST_UNAVAILABLE) return <SectionUnavailable onRetry={() => window.location.reload()} />;
  if (state.status === 'failed') return <SectionUnavailable onRetry={retry} />;
  if (state.status === 'loading') return <ScreenSkeleton />;
  return (
    <SectionErrorBoundary resetKey={attempt} onRetry={retry}>
      <ParcelHost
        key={attempt}
        app={state.app}
        className="ac-remote"
        onError={() => {
          // The screen threw while mounting, outside any React boundary: counted like one that did.
          recordFailure('seccion', remote);
          setState({ status: 'failed' });
        }}
        screen={screen}
        params={definedParams(params)}
        navigate={navigate}
      />
    </SectionErrorBoundary>
  );
}

/** react-router types optional params as possibly undefined; remotes get only the ones present. */
function definedParams(params: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
