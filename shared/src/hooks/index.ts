export * from './use-media-query';
