import { lazyScreen, type ScreenMap } from '@area-cliente/shared';

// Screens only the demo deployment routes to (the shell's DEMO_ROUTES, shell/src/composition/
// demo-routes.ts), never named in routes.json: no customer's route table reaches them. Marketing's
// campaign preview reads the demo wing's API (404 in production) and is a chunk of its own, never
// downloaded by customers.
export const demoScreens: ScreenMap = {
  vistaPrevia: lazyScreen(() =>
    import('./screens/vista-previa/vista-previa-screen').then((m) => ({ default: m.VistaPreviaScreen })),
  ),
};
