import { comingSoon, type ScreenMap } from '@area-cliente/shared';

// Screen name (routes.json) → component. Placeholders stand in until each screen's issue lands.
export const screens: ScreenMap = {
  cliente: comingSoon('Mis datos'),
  polizaAutos: comingSoon('Póliza de automóvil'),
  polizaHogar: comingSoon('Póliza de hogar'),
  polizaDecesos: comingSoon('Póliza de decesos'),
  polizaSalud: comingSoon('Póliza de salud'),
  polizaSaludMMT: comingSoon('Póliza de salud'),
  polizaMovilidad: comingSoon('Póliza de movilidad'),
  polizaNegocio: comingSoon('Póliza de negocio'),
  polizaAccidentes: comingSoon('Póliza de accidentes'),
  polizaMascotas: comingSoon('Póliza de mascotas'),
};
