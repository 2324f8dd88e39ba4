import { lazy } from 'react';
import type { ScreenMap } from '@area-cliente/shared';

// Screen name (routes.json) → component; each screen is its own chunk.
export const screens: ScreenMap = {
  cliente: lazy(() => import('./cliente/cliente-screen').then((m) => ({ default: m.ClienteScreen }))),
  polizaAutos: lazy(() => import('./polizas/screens/autos')),
  polizaHogar: lazy(() => import('./polizas/screens/hogar')),
  polizaDecesos: lazy(() => import('./polizas/screens/decesos')),
  polizaSalud: lazy(() => import('./polizas/screens/salud')),
  polizaSaludMMT: lazy(() => import('./polizas/screens/salud-mmt')),
  polizaMovilidad: lazy(() => import('./polizas/screens/movilidad')),
  polizaNegocio: lazy(() => import('./polizas/screens/negocio')),
  polizaAccidentes: lazy(() => import('./polizas/screens/accidentes')),
  polizaMascotas: lazy(() => import('./polizas/screens/mascotas')),
};
