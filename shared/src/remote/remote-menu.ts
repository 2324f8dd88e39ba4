import type { Portfolio } from '../contract';

/**
 * A side-menu link a remote contributes: its text, where it leads and its place in the menu, one of
 * `MENU_SLOTS` (`@area-cliente/shared/routes`), so the menu keeps SPEC §2's order whatever order the
 * remotes answer in.
 * @public
 */
export type MenuEntry = { label: string; path: string; position: number };

/**
 * `<remote>/menu`, exposed by a remote whose routes.json says `"menu": true`: its side-menu entries for
 * a portfolio. The rule lives in the remote, so a new screen's link ships with it. One type for both
 * sides of the federation boundary.
 * @public
 */
export type RemoteMenu = { menuEntries: (portfolio: Portfolio) => MenuEntry[] | Promise<MenuEntry[]> };
