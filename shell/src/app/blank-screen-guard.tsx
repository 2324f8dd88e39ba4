import { Button } from '@area-cliente/shared/ui';
import { useEffect, useId, useState } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { countRemoteFailure, type RemoteRoute } from '../composition';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import { APP_BASENAME } from './app-router';
import { watchForBlank } from './blank-watch';

type Props = { routes: RemoteRoute[]; container: Element | null };

/**
 * The last line of defence against a blank page: when the app has drawn no text for 3 s after a screen
 * change, the frame comes back with an error and a way home, and the route's remote is counted as
 * failing, like one that does not load. Whatever broke, a customer never faces an empty window.
 */
export function BlankScreenGuard({ routes, container }: Props) {
  const location = useLocation();
  const [blank, setBlank] = useState(false);

  useEffect(() => {
    setBlank(false);
    if (!container) return undefined;
    return watchForBlank(container, () => {
      const remote = matchRoutes(routes, location)?.at(-1)?.route.remote;
      console.error(`[area-cliente] ${location.pathname} rendered nothing`);
      if (remote) countRemoteFailure(remote);
      setBlank(true);
    });
    // A new screen starts a new watch; the location object itself changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, container, routes]);

  return blank ? <BlankScreenFallback /> : null;
}

function BlankScreenFallback() {
  const titleId = useId();
  return (
    <div className="ac-layout">
      <Header />
      <main id="contenido" className="ac-layout__main shell-access">
        <section className="ac-card ac-state" aria-labelledby={titleId} role="alert">
          <h1 id={titleId} className="ac-card__title">
            No hemos podido mostrar esta pantalla
          </h1>
          <p>Vuelve al inicio o inténtalo de nuevo. Tus datos no se han perdido.</p>
          <div className="shell-blank__actions">
            {/* A full load: whatever state broke the screen does not come along. */}
            <a className="ac-button ac-button--primary" href={`${APP_BASENAME}/`}>
              Ir al inicio
            </a>
            <Button variant="secondary" onClick={() => window.location.reload()}>
              Reintentar
            </Button>
          </div>
        </section>
      </main>
      <Footer />
    </div>
  );
}
