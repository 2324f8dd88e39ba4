import { createElement } from 'react';
import { lazyScreen, type RemoteProps, type Screen, type ScreenMap } from '@area-cliente/shared';
import { LINEAS_CON_SINIESTROS } from '@area-cliente/shared/domain';
import { siniestroData, type LineaSiniestro } from './screens/siniestro/lineas';

// One chunk for the six claim screens: they differ only in their line's configuration.
const SiniestroScreen = lazyScreen(() => import('./screens/siniestro/siniestro-screen'));

// The declaration journey, its own chunk: most visits only read claims.
const DeclararScreen = lazyScreen<RemoteProps>(() =>
  import('./screens/declarar/declarar-screen').then((m) => ({ default: m.DeclararScreen })),
);

// Complaints: list, form and detail, one small chunk.
const reclamaciones = () => import('./screens/reclamaciones/pantallas');
const ListaReclamaciones = lazyScreen<RemoteProps>(() =>
  reclamaciones().then((m) => ({ default: m.ListaReclamacionesScreen })),
);
const NuevaReclamacion = lazyScreen<RemoteProps>(() =>
  reclamaciones().then((m) => ({ default: m.NuevaReclamacionScreen })),
);
const ReclamacionDetalle = lazyScreen<RemoteProps>(() =>
  reclamaciones().then((m) => ({ default: m.ReclamacionScreen })),
);

const screenFor = (linea: LineaSiniestro): Screen =>
  Object.assign(
    function LineaScreen(props: RemoteProps) {
      return createElement(SiniestroScreen, { ...props, linea });
    },
    { preload: SiniestroScreen.preload, data: siniestroData(linea) },
  );

// Screen name (routes.json) → screen, with the data it reads first.
export const screens: ScreenMap = {
  ...Object.fromEntries(
    LINEAS_CON_SINIESTROS.map((l) => [l.siniestros.pantalla, screenFor(l.siniestros.linea)]),
  ),
  declararSiniestro: DeclararScreen,
  reclamaciones: ListaReclamaciones,
  nuevaReclamacion: NuevaReclamacion,
  reclamacion: ReclamacionDetalle,
};
