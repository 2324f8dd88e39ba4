import { useEffect } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import type { RemoteRoute } from '../composition';
import { recordPageView } from './rum-queue';

/**
 * Counts each screen shown under the route pattern the router matched ('polizaAutos/:idPoliza'),
 * never the address: ids, NIFs and query strings stay in the browser. The root's redirect serves no
 * remote and is not counted.
 */
export function PageViews({ routes }: { routes: RemoteRoute[] }) {
  const location = useLocation();
  useEffect(() => {
    const route = matchRoutes(routes, location)?.at(-1)?.route;
    if (route) recordPageView(route.path, route.remote);
    // One count per navigation; the location object itself changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, routes]);
  return null;
}
