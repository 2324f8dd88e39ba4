import type { Portfolio } from '../contract';

/**
 * A side-menu link, as the offers remote hands it to the shell.
 * @public
 */
export type MenuEntry = { label: string; path: string };

/**
 * `remote_offers/menu`: which offer sections have cards for a portfolio (the live campaign decides,
 * which the offers remote downloads first). One type for both sides of the federation boundary.
 * @public
 */
export type OffersMenu = { menuEntries: (portfolio: Portfolio) => MenuEntry[] | Promise<MenuEntry[]> };
