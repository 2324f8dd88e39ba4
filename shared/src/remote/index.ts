export * from './remote-props';
export * from './offers-menu';
export * from './create-remote';
export * from './screen-switch';
export * from './section-unavailable';
export * from './section-error-boundary';
