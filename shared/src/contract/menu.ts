import type { Portfolio } from './portfolio';

/** A side-menu entry a remote offers the shell, across the federation boundary. */
export type MenuEntry = { label: string; path: string };

/** `remote_offers/menu`: which offer sections have cards for a portfolio (SPEC §6 rules live there). */
export type OffersMenu = { menuEntries: (portfolio: Portfolio) => MenuEntry[] };
