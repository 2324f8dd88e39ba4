import type { MenuEntry, Portfolio } from '@area-cliente/shared';
import { sectionHasCards } from './cards/registry';
import type { Section } from './cards/types';

// Order as the side menu lists them (SPEC §2). The shell asks this module, so a card added, retired or
// re-ruled in the catalog moves the menu with it by redeploying the offers remote only.
const ENTRIES: { label: string; path: string; section: Section }[] = [
  { label: 'Mi oficina', path: '/mioficina', section: 'mioficina' },
  { label: 'Servicios', path: '/servicios', section: 'servicios' },
  { label: 'Ofertas', path: '/ofertas', section: 'ofertas' },
  { label: 'Sorteos', path: '/sorteos', section: 'sorteos' },
  { label: 'Beneficios', path: '/beneficios', section: 'beneficios' },
];

/** Side-menu entries of the offers remote whose screen has at least one card for this portfolio. */
export function menuEntries(portfolio: Portfolio): MenuEntry[] {
  return ENTRIES.filter((e) => sectionHasCards(e.section, portfolio)).map(({ label, path }) => ({
    label,
    path,
  }));
}
