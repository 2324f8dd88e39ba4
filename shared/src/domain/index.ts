// `@area-cliente/shared/domain`: the rules both the API and the front ends apply. React-free and
// dependency-free but for valibot, so the API imports it as it is.
export * from './documento';
export * from './ids';
export * from './contacto';
export * from './password';
export * from './mensajes';
export * from './siniestros';
export * from './recibos';
export * from './documentos-contrato';
export * from './placeholders';
export * from './date';
export * from './amount';
export * from './text';
export * from './texto-libre';
export * from './declaracion';
export * from './coberturas';
export * from './reclamaciones';
export * from './iban';
export * from './renovacion';
export * from './direccion';
export * from './avisos';
export * from './documentos-bandeja';
export * from './firma';
export * from './tarjeta';
export * from './asistencia';
export * from './lineas';
export * from './consentimiento';
