import { lazy } from 'react';
import type { ScreenMap } from '@area-cliente/shared';

// Screen name (routes.json) → component; each screen is its own chunk.
export const screens: ScreenMap = {
  cliente: lazy(() => import('./screens/cliente/cliente-screen').then((m) => ({ default: m.ClienteScreen }))),
  polizaAutos: lazy(() => import('./screens/polizas/autos')),
  polizaHogar: lazy(() => import('./screens/polizas/hogar')),
  polizaDecesos: lazy(() => import('./screens/polizas/decesos')),
  polizaSalud: lazy(() => import('./screens/polizas/salud')),
  polizaSaludMMT: lazy(() => import('./screens/polizas/salud-mmt')),
  polizaMovilidad: lazy(() => import('./screens/polizas/movilidad')),
  polizaNegocio: lazy(() => import('./screens/polizas/negocio')),
  polizaAccidentes: lazy(() => import('./screens/polizas/accidentes')),
  polizaMascotas: lazy(() => import('./screens/polizas/mascotas')),
};
