// The kernel's public surface: shell and remotes import from here only.
export * from './contract';
export * from './events';
export * from './format';
