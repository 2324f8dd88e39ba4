export * from './detail-routes';
export * from './rules';
