export * from './envelope';
export * from './rules';
export * from './auth';
export * from './registro';
export * from './cliente';
export * from './portfolio';
export * from './polizas';
export * from './siniestros';
export * from './recibos';
export * from './ofertas';
export * from './urls';
export * from './descargas';
export * from './calls';
export * from './mediacion';
export * from './telemetria';
export * from './enlaces';
// Types only: `export *` of a module that compiles to nothing makes webpack treat it as CommonJS and
// stop tree-shaking the whole contract (+2.7 KiB on cold /login).
export type { MenuEntry, OffersMenu } from './menu';
