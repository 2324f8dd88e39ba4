export * from './detail-routes';
export * from './needs-attention';
