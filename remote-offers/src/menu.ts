import { type MenuEntry } from '@area-cliente/shared';
import { type Portfolio } from '@area-cliente/shared/contract';
import { type Section } from '@area-cliente/shared/campaign';
import { liveCampaign } from './api/campana';
import { sectionHasCards } from './cards/live-cards';

// Order as the side menu lists them (SPEC §2). The shell asks this module, so a card added, retired or
// re-ruled in the live campaign moves the menu with it, with no build of any app.
const ENTRIES: { label: string; path: string; section: Section }[] = [
  { label: 'Mi oficina', path: '/mioficina', section: 'mioficina' },
  { label: 'Servicios', path: '/servicios', section: 'servicios' },
  { label: 'Ofertas', path: '/ofertas', section: 'ofertas' },
  { label: 'Sorteos', path: '/sorteos', section: 'sorteos' },
  { label: 'Beneficios', path: '/beneficios', section: 'beneficios' },
];

/** Side-menu entries of the offers remote whose screen has at least one card for this portfolio. */
export async function menuEntries(portfolio: Portfolio): Promise<MenuEntry[]> {
  const live = await liveCampaign();
  return ENTRIES.filter((e) => sectionHasCards(live, e.section, portfolio)).map(({ label, path }) => ({
    label,
    path,
  }));
}
