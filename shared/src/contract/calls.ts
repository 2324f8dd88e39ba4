import type * as CallList from './call-list';

export * from './call-spec';

/** The name of a call in CALLS. */
export type CallName = keyof typeof CallList;

/** Binary downloads opened in a new window; `:token` is a download token from CALLS.descargaToken. */
export const DOWNLOADS = {
  ccpp: '/v1/ac/polizas/ccpp/:id/:token',
  recibo: '/v1/ac/recibos/:id/imprimir/:token',
  documento: '/v1/ac/polizas/documento/:uuid/:token',
  certificadoMascota: '/v1/ac/polizas-masc/certificado-aseg/:numPoliza/:token',
  mandatoSepa: '/v1/ac/cliente/mandatos/:referencia/:token',
  justificanteBaja: '/v1/ac/polizas/justificante/:idPoliza/:token',
  adjuntoMensaje: '/v1/ac/mensajes/adjuntos/:uuid/:token',
} as const;

export type Download = (typeof DOWNLOADS)[keyof typeof DOWNLOADS];
