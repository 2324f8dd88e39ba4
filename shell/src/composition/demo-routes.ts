import type { RemoteRoute } from './remotes-manifest';

/**
 * Routes only the demo deployment serves (config.json `demo`): they are in no remote's routes.json,
 * so a production build's route table never holds them. Marketing's campaign preview is a screen of
 * the offers remote (remote-offers/src/demo-screens.ts) over a call the demo wing alone answers.
 */
export const DEMO_ROUTES: readonly RemoteRoute[] = [
  {
    remote: 'remote_offers',
    path: 'vistaPreviaCampana',
    screen: 'vistaPrevia',
    public: false,
    layout: 'main',
  },
];

/** The deployed routes, plus in the demo those of the demo's routes whose remote is deployed. */
export function withDemoRoutes(routes: RemoteRoute[], demo: boolean): RemoteRoute[] {
  if (!demo) return routes;
  const deployed = new Set(routes.map((route) => route.remote));
  return [...routes, ...DEMO_ROUTES.filter((route) => deployed.has(route.remote))];
}
