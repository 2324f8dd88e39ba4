import { comingSoon, type ScreenMap } from '@area-cliente/shared';

// Screen name (routes.json) → component. Placeholders stand in until each screen's issue lands.
export const screens: ScreenMap = {
  recibo: comingSoon('Recibo'),
  avisoRenovacion: comingSoon('Aviso de renovación'),
};
