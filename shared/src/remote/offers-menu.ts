import type { Portfolio } from '../contract';

/** A side-menu link, as the offers remote hands it to the shell. */
export type MenuEntry = { label: string; path: string };

/**
 * `remote_offers/menu`: which offer sections have cards for a portfolio (SPEC §6 rules live in the
 * offers remote). One type for both sides of the federation boundary.
 */
export type OffersMenu = { menuEntries: (portfolio: Portfolio) => MenuEntry[] };
