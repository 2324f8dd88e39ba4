import { lazyScreen, type ScreenMap } from '@area-cliente/shared';

// Every card screen shares one chunk: they are the same component over different sections. Each one
// reads the live campaign, two requests one after the other (pointer, then document): they start with
// the chunk's download rather than after it, so a prefetched screen (home, once the login is accepted)
// finds them in the cache. A failure here is left to the screen, which asks again.
const load = () => {
  void import('./api/campana').then(({ liveCampaign }) => liveCampaign()).catch(() => {});
  return import('./screens/card-screen/card-screen');
};

// Screen name (routes.json) → screen (their data is the portfolio and the campaign, read once). The
// demo's own screens are apart, in demo-screens.ts.
export const screens: ScreenMap = {
  inicio: lazyScreen(() => load().then((m) => ({ default: m.InicioScreen }))),
  servicios: lazyScreen(() => load().then((m) => ({ default: m.ServiciosScreen }))),
  ofertas: lazyScreen(() => load().then((m) => ({ default: m.OfertasScreen }))),
  mioficina: lazyScreen(() => load().then((m) => ({ default: m.MiOficinaScreen }))),
  sorteos: lazyScreen(() => load().then((m) => ({ default: m.SorteosScreen }))),
  beneficios: lazyScreen(() => load().then((m) => ({ default: m.BeneficiosScreen }))),
};
