// The kernel's public surface: shell and remotes import from here only.
export * from './contract';
export * from './events';
export * from './http';
export * from './session';
export * from './domain';
export * from './forms';
export * from './routes';
export * from './hooks';
export * from './ui';
export * from './remote';
export * from './downloads';
export * from './new-tab';
export * from './payment';
export * from './remote/app-link';
export * from './a11y';
