import type { ScreenMap } from '@area-cliente/shared';
import { lazy } from 'react';

// Screen name (routes.json) → component; each screen is its own chunk.
export const screens: ScreenMap = {
  recibo: lazy(() => import('./screens/recibo/recibo-screen')),
  avisoRenovacion: lazy(() => import('./screens/aviso-renovacion/aviso-renovacion-screen')),
};
