import type { Section } from '@area-cliente/shared/campaign';

/** Each card screen's title (SPEC §6); /inicio greets the customer instead, so the preview names it. */
export const SECTION_TITLES: Record<Section, string> = {
  inicio: 'Inicio',
  mioficina: 'Mi Oficina de Referencia',
  servicios: 'Servicios',
  ofertas: 'Ofertas',
  sorteos: 'Sorteos',
  beneficios: 'Beneficios',
};
