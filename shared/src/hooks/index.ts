export * from './use-load';
export * from './use-media-query';
