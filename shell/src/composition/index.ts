export type { RemoteRoute } from './remotes-manifest';
export { RemoteScreen } from './remote-screen';
export { loadOffersMenu, type OffersMenu, type MenuEntry } from './offers-menu';
export { bootComposition } from './boot';
