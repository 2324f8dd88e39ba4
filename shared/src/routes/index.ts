export * from './detail-routes';
export * from './needs-attention';
export * from './polizas-declarables';
