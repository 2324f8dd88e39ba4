import { lazyScreen, type ScreenMap } from '@area-cliente/shared';

// Every card screen shares one chunk: they are the same component over different sections.
const load = () => import('./screens/card-screen/card-screen');

// Screen name (routes.json) → screen (their data is the portfolio and the campaign, read once).
export const screens: ScreenMap = {
  inicio: lazyScreen(() => load().then((m) => ({ default: m.InicioScreen }))),
  servicios: lazyScreen(() => load().then((m) => ({ default: m.ServiciosScreen }))),
  ofertas: lazyScreen(() => load().then((m) => ({ default: m.OfertasScreen }))),
  mioficina: lazyScreen(() => load().then((m) => ({ default: m.MiOficinaScreen }))),
  sorteos: lazyScreen(() => load().then((m) => ({ default: m.SorteosScreen }))),
  beneficios: lazyScreen(() => load().then((m) => ({ default: m.BeneficiosScreen }))),
  // Marketing's campaign preview (demo only): a chunk of its own, never downloaded by customers.
  vistaPrevia: lazyScreen(() =>
    import('./screens/vista-previa/vista-previa-screen').then((m) => ({ default: m.VistaPreviaScreen })),
  ),
};
