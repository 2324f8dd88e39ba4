import type { Portfolio } from '@area-cliente/shared/contract';
import { showsBenefits, showsDraws, showsMyOffice, showsOffers, showsServices } from './visibility';

export type MenuEntry = { label: string; path: string };

// Order as the side menu lists them (SPEC §2); the shell asks this module so marketing can change a rule
// by redeploying the offers remote only.
const ENTRIES: { label: string; path: string; visible: (p: Portfolio) => boolean }[] = [
  { label: 'Mi oficina', path: '/mioficina', visible: showsMyOffice },
  { label: 'Servicios', path: '/servicios', visible: showsServices },
  { label: 'Ofertas', path: '/ofertas', visible: showsOffers },
  { label: 'Sorteos', path: '/sorteos', visible: showsDraws },
  { label: 'Beneficios', path: '/beneficios', visible: showsBenefits },
];

/** Side-menu entries of the offers remote that have at least one card for this portfolio. */
export function menuEntries(portfolio: Portfolio): MenuEntry[] {
  return ENTRIES.filter((e) => e.visible(portfolio)).map(({ label, path }) => ({ label, path }));
}
