export * from './remote-props';
// Types only: `export *` of a module that compiles to nothing makes webpack treat it as CommonJS and
// stop tree-shaking the kernel (+2.7 KiB on cold /login).
export type { MenuEntry, RemoteMenu } from './remote-menu';
export * from './create-remote';
export * from './screen-switch';
export * from './screens';
export * from './section-unavailable';
export * from './section-error-boundary';
