import { loadRemote } from '@module-federation/enhanced/runtime';
import type { Portfolio } from '@area-cliente/shared';

export type MenuEntry = { label: string; path: string };

/** `remote_offers/menu`: which offer sections have cards for a portfolio (SPEC §6 rules live there). */
export type OffersMenu = { menuEntries: (portfolio: Portfolio) => MenuEntry[] };

/**
 * Loads the offers remote's menu rule; `null` when the offers remote is unreachable, so the side menu
 * simply omits those entries. Not memoised on failure: the next call tries again.
 */
export async function loadOffersMenu(): Promise<OffersMenu | null> {
  try {
    return await loadRemote<OffersMenu>('remote_offers/menu');
  } catch {
    return null;
  }
}
