// Every JSON call of SPEC §7 and beyond, one export each, written beside its resource's schemas
// (`<resource>.calls.ts`). `CALLS` is this module's namespace (contract/index.ts); a build keeps only the
// calls it names, and only the resource modules they live in, so the shell's boot carries no
// feature's schemas for one call it makes.
export * from './auth.calls';
export * from './registro.calls';
export * from './cliente.calls';
export * from './llaves-acceso.calls';
export * from './telemetria.calls';
export * from './portfolio.calls';
export * from './segundo-factor.calls';
export * from './cuenta-cobro.calls';
export * from './historial.calls';
export * from './direccion.calls';
export * from './avisos.calls';
export * from './polizas.calls';
export * from './siniestros.calls';
export * from './firma.calls';
export * from './recibos.calls';
export * from './coberturas.calls';
export * from './renovacion.calls';
export * from './tarjeta.calls';
export * from './descargas.calls';
export * from './ofertas.calls';
export * from './urls.calls';
export * from './enlaces.calls';
export * from './documentos.calls';
export * from './avisos-bandeja.calls';
export * from './declaracion.calls';
export * from './reclamaciones.calls';
export * from './asistencia.calls';
export * from './talleres.calls';
export * from './suplementos.calls';
export * from './mensajes.calls';
