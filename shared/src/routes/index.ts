export * from './detail-routes';
export * from './rules';
export * from './needs-attention';
