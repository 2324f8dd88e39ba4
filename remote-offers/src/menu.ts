import { type MenuEntry } from '@area-cliente/shared';
import { type Portfolio } from '@area-cliente/shared/contract';
import { type Section } from '@area-cliente/shared/campaign';
import { MENU_SLOTS } from '@area-cliente/shared/routes';
import { liveCampaign } from './api/campana';
import { sectionHasCards } from './cards/live-cards';

// The shell asks this module, so a card added, retired or re-ruled in the live campaign moves the menu
// with it, with no build of any app.
const ENTRIES: (MenuEntry & { section: Section })[] = [
  { label: 'Mi oficina', path: '/mioficina', position: MENU_SLOTS.miOficina, section: 'mioficina' },
  { label: 'Servicios', path: '/servicios', position: MENU_SLOTS.servicios, section: 'servicios' },
  { label: 'Ofertas', path: '/ofertas', position: MENU_SLOTS.ofertas, section: 'ofertas' },
  { label: 'Sorteos', path: '/sorteos', position: MENU_SLOTS.sorteos, section: 'sorteos' },
  { label: 'Beneficios', path: '/beneficios', position: MENU_SLOTS.beneficios, section: 'beneficios' },
];

/** Side-menu entries of the offers remote whose screen has at least one card for this portfolio. */
export async function menuEntries(portfolio: Portfolio): Promise<MenuEntry[]> {
  const live = await liveCampaign();
  return ENTRIES.filter((e) => sectionHasCards(live, e.section, portfolio)).map(
    ({ label, path, position }) => ({ label, path, position }),
  );
}
