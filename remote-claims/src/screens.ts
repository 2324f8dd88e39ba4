import { comingSoon, type ScreenMap } from '@area-cliente/shared';

// Screen name (routes.json) → component. Placeholders stand in until each screen's issue lands.
export const screens: ScreenMap = {
  siniestroAutos: comingSoon('Siniestro de automóvil'),
  siniestroHogar: comingSoon('Siniestro de hogar'),
  siniestroMovilidad: comingSoon('Siniestro de movilidad'),
  siniestroNegocio: comingSoon('Siniestro de negocio'),
  siniestroAccidentes: comingSoon('Siniestro de accidentes'),
  siniestroMascotas: comingSoon('Siniestro de mascotas'),
};
