import { createElement, lazy } from 'react';
import type { RemoteProps, ScreenMap } from '@area-cliente/shared';
import type { LineaSiniestro } from './screens/siniestro/lineas';

// One chunk for the six claim screens: they differ only in their line's configuration.
const SiniestroScreen = lazy(() => import('./screens/siniestro/siniestro-screen'));

// The declaration journey, its own chunk: most visits only read claims.
const DeclararScreen = lazy(() =>
  import('./screens/declarar/declarar-screen').then((m) => ({ default: m.DeclararScreen })),
);

const screenFor = (linea: LineaSiniestro) =>
  function LineaScreen(props: RemoteProps) {
    return createElement(SiniestroScreen, { ...props, linea });
  };

// Screen name (routes.json) → component.
export const screens: ScreenMap = {
  siniestroAutos: screenFor('autos'),
  siniestroHogar: screenFor('hogar'),
  siniestroMovilidad: screenFor('movilidad'),
  siniestroNegocio: screenFor('negocio'),
  siniestroAccidentes: screenFor('accidentes'),
  siniestroMascotas: screenFor('mascotas'),
  declararSiniestro: DeclararScreen,
};
