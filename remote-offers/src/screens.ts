import { lazy } from 'react';
import type { ScreenMap } from '@area-cliente/shared';

// Every card screen shares one chunk: they are the same component over different sections.
const load = () => import('./screens/card-screen/card-screen');

// Screen name (routes.json) → component.
export const screens: ScreenMap = {
  inicio: lazy(() => load().then((m) => ({ default: m.InicioScreen }))),
  servicios: lazy(() => load().then((m) => ({ default: m.ServiciosScreen }))),
  ofertas: lazy(() => load().then((m) => ({ default: m.OfertasScreen }))),
  mioficina: lazy(() => load().then((m) => ({ default: m.MiOficinaScreen }))),
  sorteos: lazy(() => load().then((m) => ({ default: m.SorteosScreen }))),
  beneficios: lazy(() => load().then((m) => ({ default: m.BeneficiosScreen }))),
  // Marketing's campaign preview (demo only): a chunk of its own, never downloaded by customers.
  vistaPrevia: lazy(() =>
    import('./screens/vista-previa/vista-previa-screen').then((m) => ({ default: m.VistaPreviaScreen })),
  ),
};
