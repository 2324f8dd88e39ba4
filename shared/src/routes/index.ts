export * from './detail-routes';
export * from './paths';
export * from './needs-attention';
export * from './polizas-de-contacto';
export * from './tarjetas-y-asistencia';
export * from './menu-slots';
