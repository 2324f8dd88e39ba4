import { comingSoon, type ScreenMap } from '@area-cliente/shared';

// Screen name (routes.json) → component. Placeholders stand in until each screen's issue lands.
export const screens: ScreenMap = {
  inicio: comingSoon('Inicio'),
  servicios: comingSoon('Servicios'),
  ofertas: comingSoon('Ofertas'),
  mioficina: comingSoon('Mi Oficina de Referencia'),
  sorteos: comingSoon('Sorteos'),
  beneficios: comingSoon('Beneficios'),
};
