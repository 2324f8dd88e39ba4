import { lazyScreen, type ScreenMap } from '@area-cliente/shared';
import { RECIBOS_DATA } from './screens/data';

// Screen name (routes.json) → screen; each screen is its own chunk, with the data it reads first.
export const screens: ScreenMap = {
  recibo: lazyScreen(() => import('./screens/recibo/recibo-screen'), RECIBOS_DATA.recibo),
  avisoRenovacion: lazyScreen(
    () => import('./screens/aviso-renovacion/aviso-renovacion-screen'),
    RECIBOS_DATA.avisoRenovacion,
  ),
};
