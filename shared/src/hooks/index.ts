export * from './use-load';
export * from './use-media-query';
export * from './use-enlaces';
