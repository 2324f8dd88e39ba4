import type * as v from 'valibot';
import {
  AuthDataSchema,
  AuthRequestSchema,
  InsertAuditRequestSchema,
  OtrasSesionesCerradasSchema,
  SesionesAbiertasSchema,
  SesionSchema,
} from './auth';
import {
  ActualizaEmailRequestSchema,
  ActualizarPasswordClienteRequestSchema,
  ActualizaTelefonoRequestSchema,
  ClienteSchema,
} from './cliente';
import {
  AsistenciaNuevaSchema,
  AsistenciaRequestSchema,
  AsistenciaSchema,
  AsistenciasPolizaSchema,
} from './asistencia';
import {
  DeclaracionDataSchema,
  DeclaracionRequestSchema,
  FotoSubidaSchema,
  FotoUploadRequestSchema,
} from './declaracion';
import { CoberturasPolizaSchema, ComparacionAvisoSchema } from './coberturas';
import {
  CambiaCuentaCobroRequestSchema,
  CuentaCobroCambiadaSchema,
  MandatosSchema,
  PinCuentaCobroSchema,
} from './cuenta-cobro';
import { DescargaTokenRequestSchema, DescargaTokenSchema } from './descargas';
import { DocumentoFirmadoSchema, FirmaDocumentoRequestSchema, PinFirmaSchema } from './firma';
import { CambiaDireccionRequestSchema, DireccionPostalSchema } from './direccion';
import { DocumentosNoLeidosSchema, DocumentosRequestSchema, DocumentosSchema } from './documentos';
import { AvisosBandejaSchema, AvisosNoLeidosSchema } from './avisos-bandeja';
import { EnlacesSchema } from './enlaces';
import { EmptyDataSchema } from './envelope';
import { CorreosDemoSchema, GuardaPreferenciasAvisosRequestSchema, PreferenciasAvisosSchema } from './avisos';
import { HistorialCambiosSchema } from './historial';
import {
  AccesoLlaveRequestSchema,
  LlaveAccesoSchema,
  LlavesAccesoSchema,
  OpcionesAccesoLlaveSchema,
  OpcionesRegistroLlaveSchema,
  RegistraLlaveRequestSchema,
} from './llaves-acceso';
import { AsignaPolCuponAmigoRequestSchema, CreaGestionClienteRequestSchema } from './ofertas';
import {
  PolizaAccSchema,
  PolizaDecSchema,
  PolizaHogSchema,
  PolizaMascSchema,
  PolizaMovSchema,
  PolizaNegSchema,
  PolizaSaludMMTSchema,
  PolizaSaludSchema,
  PolizaVehSchema,
} from './polizas';
import { PersonasVistaPreviaSchema, PortfolioSchema } from './portfolio';
import { AvisoRenovacionSchema, PagoUrlSchema, ReciboDetalleSchema } from './recibos';
import {
  ActualizarGdprRequestSchema,
  ActualizarPasswordRequestSchema,
  AuthRegistroDataSchema,
  GenerarPinDataSchema,
  RegistroInfoSchema,
  SmsDemoSchema,
  VerificaUsuarioRequestSchema,
  VerificarPinDataSchema,
  VerificarPinRequestSchema,
} from './registro';
import {
  AsuntosReclamacionSchema,
  ReclamacionesSchema,
  ReclamacionRequestSchema,
  ReclamacionSchema,
} from './reclamaciones';
import { ConfirmaConClaveRequestSchema, RenovacionPolizaSchema, SolicitudBajaSchema } from './renovacion';
import { PinSegundoFactorRequestSchema, PinSegundoFactorSchema } from './segundo-factor';
import { NoBodySchema } from './rules';
import {
  CodigosAnuladosSchema,
  TarjetaPolizaSchema,
  VerificacionRequestSchema,
  VerificacionSchema,
} from './tarjeta';
import { SiniestroDetalleSchema } from './siniestros';
import { UrlClubSchema, UrlContratosInteractivosSchema, UrlHnaAreaClienteSchema } from './urls';
import { BalizaSchema, RUM_BALIZA_PATH } from './telemetria';

/** One call of the API: path under /produccion/rest (`:name` = path parameter) and its schemas. */
export interface CallSpec<
  Path extends string = string,
  Body extends v.GenericSchema = v.GenericSchema,
  Data extends v.GenericSchema = v.GenericSchema,
> {
  method: 'GET' | 'POST';
  path: Path;
  /** Request body (POST); NoBodySchema when the call sends none. */
  body?: Body;
  /** The envelope's `data` on success. */
  data: Data;
  /** Sent as multipart/form-data (file uploads): each body field becomes one part. */
  multipart?: true;
}

/** `{ idRecibo: string | number }` for '/v1/ac/recibos/:idRecibo'. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>;

/** What a call sends (its body's input type) and what it answers (its data's output type). */
export type CallBody<C extends CallSpec> = C extends CallSpec<string, infer B> ? v.InferInput<B> : never;
export type CallData<C extends CallSpec> = v.InferOutput<C['data']>;

function post<P extends string, B extends v.GenericSchema>(
  path: P,
  body: B,
): CallSpec<P, B, typeof EmptyDataSchema> & { method: 'POST'; body: B };
function post<P extends string, B extends v.GenericSchema, D extends v.GenericSchema>(
  path: P,
  body: B,
  data: D,
): CallSpec<P, B, D> & { method: 'POST'; body: B };
function post(path: string, body: v.GenericSchema, data: v.GenericSchema = EmptyDataSchema) {
  return { method: 'POST', path, body, data };
}
/** A file upload: the body's fields (a Blob is a file part) sent as multipart/form-data. */
const upload = <P extends string, B extends v.GenericSchema, D extends v.GenericSchema>(
  path: P,
  body: B,
  data: D,
) =>
  ({ method: 'POST', path, body, data, multipart: true }) as CallSpec<P, B, D> & { method: 'POST'; body: B };
const get = <P extends string, D extends v.GenericSchema>(path: P, data: D) =>
  ({ method: 'GET', path, data }) as CallSpec<P, typeof NoBodySchema, D> & { method: 'GET' };

/** Every JSON call of SPEC §7, by name. Downloads (binary) are listed in DOWNLOADS. */
export const CALLS = {
  // Session and registration.
  auth: post('/v1/ac/user/auth', AuthRequestSchema, AuthDataSchema),
  verificaUsuario: post('/v1/ac/user/verificaUsuario', VerificaUsuarioRequestSchema, RegistroInfoSchema),
  generarPinAcceso: post('/v1/ac/user/generarPinAcceso', NoBodySchema, GenerarPinDataSchema),
  verificarPin: post('/v1/ac/user/verificarPin', VerificarPinRequestSchema, VerificarPinDataSchema),
  actualizarPassword: post('/v1/ac/user/actualizarPassword', ActualizarPasswordRequestSchema),
  authRegistro: post('/v1/ac/user/authRegistro', NoBodySchema, AuthRegistroDataSchema),
  // Beyond SPEC: `data.token` is the session's new token, which the client stores like any other (the
  // old one ends with every other session); its schema stays the empty one remotes built on 1.x know.
  actualizarPasswordCliente: post(
    '/v1/ac/user/actualizarPasswordCliente',
    ActualizarPasswordClienteRequestSchema,
  ),
  actualizarGdpr: post('/v1/ac/user/actualizarGdpr', ActualizarGdprRequestSchema),
  insertAudit: post('/v1/ac/user/insertAudit', InsertAuditRequestSchema),
  sesion: get('/v1/ac/user/sesion', SesionSchema),
  mantenerSesion: post('/v1/ac/user/sesion', NoBodySchema, SesionSchema),
  // Beyond SPEC: the customer's open sessions, and ending all but the caller's.
  sesionesAbiertas: get('/v1/ac/user/sesiones', SesionesAbiertasSchema),
  cerrarOtrasSesiones: post('/v1/ac/user/sesiones/cerrarOtras', NoBodySchema, OtrasSesionesCerradasSchema),
  // Beyond SPEC: login with a passkey (no session, no NIF): the options, then the browser's answer,
  // which answers the session token like `auth`.
  opcionesAccesoLlave: post('/v1/ac/user/llaveAcceso/opciones', NoBodySchema, OpcionesAccesoLlaveSchema),
  accesoLlave: post('/v1/ac/user/llaveAcceso', AccesoLlaveRequestSchema, AuthDataSchema),
  // Real-user signals: the beacon a page load's batches carry (the batches go by sendBeacon).
  balizaTelemetria: post(`/v1/ac${RUM_BALIZA_PATH}`, NoBodySchema, BalizaSchema),
  // Customer data.
  portfolio: get('/v1/ac/portfolio', PortfolioSchema),
  cliente: get('/v1/ac/cliente', ClienteSchema),
  actualizaTelefono: post('/v1/ac/cliente/actualizaTelefono', ActualizaTelefonoRequestSchema),
  actualizaEmail: post('/v1/ac/cliente/actualizaEmail', ActualizaEmailRequestSchema),
  // Beyond SPEC: the second factor of a sensitive change, a PIN by SMS for one action.
  pinSegundoFactor: post(
    '/v1/ac/cliente/segundoFactor/pin',
    PinSegundoFactorRequestSchema,
    PinSegundoFactorSchema,
  ),
  // Beyond SPEC (issue 31): the collection account of the policies, with a SEPA mandate.
  pinCuentaCobro: post('/v1/ac/cliente/cuentaCobro/pin', NoBodySchema, PinCuentaCobroSchema),
  cambiaCuentaCobro: post(
    '/v1/ac/cliente/cuentaCobro',
    CambiaCuentaCobroRequestSchema,
    CuentaCobroCambiadaSchema,
  ),
  mandatosSepa: get('/v1/ac/cliente/cuentaCobro/mandatos', MandatosSchema),
  // Beyond SPEC: the caller's passkeys in 'Mis datos' (create, list, remove), and the options of a
  // change confirmed with one of them (the change's own call carries the browser's answer).
  llavesAcceso: get('/v1/ac/cliente/llavesAcceso', LlavesAccesoSchema),
  opcionesRegistroLlave: post(
    '/v1/ac/cliente/llavesAcceso/opciones',
    NoBodySchema,
    OpcionesRegistroLlaveSchema,
  ),
  registraLlave: post('/v1/ac/cliente/llavesAcceso', RegistraLlaveRequestSchema, LlaveAccesoSchema),
  eliminaLlave: post('/v1/ac/cliente/llavesAcceso/:idLlave/eliminar', NoBodySchema),
  opcionesConfirmacionLlave: post(
    '/v1/ac/cliente/llavesAcceso/confirmacion',
    NoBodySchema,
    OpcionesAccesoLlaveSchema,
  ),
  // Beyond SPEC (issue #31): the customer's own changes, and their postal address.
  historialCambios: get('/v1/ac/cliente/historialCambios', HistorialCambiosSchema),
  direccionPostal: get('/v1/ac/cliente/direccion', DireccionPostalSchema),
  cambiaDireccion: post('/v1/ac/cliente/direccion', CambiaDireccionRequestSchema, DireccionPostalSchema),
  // Notifications by e-mail and SMS (issue #32): the caller's choices, and the demo's e-mail outbox.
  preferenciasAvisos: get('/v1/ac/cliente/avisos', PreferenciasAvisosSchema),
  guardaPreferenciasAvisos: post(
    '/v1/ac/cliente/avisos',
    GuardaPreferenciasAvisosRequestSchema,
    PreferenciasAvisosSchema,
  ),
  correosDemo: get('/v1/ac/cliente/avisos/correosDemo', CorreosDemoSchema),
  // Policies.
  polizaVeh: get('/v1/ac/polizas-veh/:idPoliza', PolizaVehSchema),
  polizaHog: get('/v1/ac/polizas-hog/:idPoliza', PolizaHogSchema),
  polizaDec: get('/v1/ac/polizas-dec/:idPoliza', PolizaDecSchema),
  polizaMov: get('/v1/ac/polizas-mov/:idPoliza', PolizaMovSchema),
  polizaNeg: get('/v1/ac/polizas-neg/:idPoliza', PolizaNegSchema),
  polizaAcc: get('/v1/ac/polizas-acc/:idPoliza', PolizaAccSchema),
  polizaMasc: get('/v1/ac/polizas-masc/:idPoliza', PolizaMascSchema),
  polizaSalud: get('/v1/ac/polizas-salud/:numPoliza', PolizaSaludSchema),
  polizaSaludMMT: get('/v1/ac/polizas-saludMMT/:idPoliza', PolizaSaludMMTSchema),
  // Claims: one shape for every line.
  siniestroVeh: get('/v1/ac/siniestros-veh/:numSiniestro', SiniestroDetalleSchema),
  siniestroHog: get('/v1/ac/siniestros-hog/:numSiniestro', SiniestroDetalleSchema),
  siniestroMov: get('/v1/ac/siniestros-mov/:numSiniestro', SiniestroDetalleSchema),
  siniestroNeg: get('/v1/ac/siniestros-neg/:numSiniestro', SiniestroDetalleSchema),
  siniestroAcc: get('/v1/ac/siniestros-acc/:numSiniestro', SiniestroDetalleSchema),
  siniestroMasc: get('/v1/ac/siniestros-masc/:numSiniestro', SiniestroDetalleSchema),
  // Beyond SPEC (issue #32): signing a claim document with an SMS PIN.
  pinFirmaDocumento: post('/v1/ac/siniestros/documentos/:uuid/firma/pin', NoBodySchema, PinFirmaSchema),
  firmaDocumento: post(
    '/v1/ac/siniestros/documentos/:uuid/firma',
    FirmaDocumentoRequestSchema,
    DocumentoFirmadoSchema,
  ),
  // Receipts, payment, renewal.
  recibo: get('/v1/ac/recibos/:idRecibo', ReciboDetalleSchema),
  pagoRecibo: get('/v1/ac/recibos/pasarela/pago/:idRecibo', PagoUrlSchema),
  avisoRenovacion: get('/v1/ac/avisoRenovacion/:idPoliza', AvisoRenovacionSchema),
  // Beyond SPEC (issue #31): what a policy covers and costs; the renewal's premium and covers beside them.
  coberturasPoliza: get('/v1/ac/polizas/:idPoliza/coberturas', CoberturasPolizaSchema),
  comparacionRenovacion: get('/v1/ac/avisoRenovacion/:idPoliza/comparacion', ComparacionAvisoSchema),
  // Beyond SPEC (issue #31): oppose the renewal, keep it after all, withdraw from a distance contract.
  renovacionPoliza: get('/v1/ac/polizas/:idPoliza/renovacion', RenovacionPolizaSchema),
  noRenovarPoliza: post(
    '/v1/ac/polizas/:idPoliza/noRenovar',
    ConfirmaConClaveRequestSchema,
    SolicitudBajaSchema,
  ),
  mantenerRenovacion: post('/v1/ac/polizas/:idPoliza/mantenerRenovacion', ConfirmaConClaveRequestSchema),
  desistirPoliza: post(
    '/v1/ac/polizas/:idPoliza/desistimiento',
    ConfirmaConClaveRequestSchema,
    SolicitudBajaSchema,
  ),
  // Beyond SPEC (issue #32): the digital card (a fresh QR code each time), revoking its codes, the
  // certificate PDF's token, and the public check the QR opens (no session).
  tarjetaPoliza: post('/v1/ac/polizas/:idPoliza/tarjeta', NoBodySchema, TarjetaPolizaSchema),
  anulaCodigosTarjeta: post('/v1/ac/polizas/:idPoliza/tarjeta/anular', NoBodySchema, CodigosAnuladosSchema),
  tokenCertificadoSeguro: post('/v1/ac/polizas/:idPoliza/certificado', NoBodySchema, DescargaTokenSchema),
  verificaTarjeta: post('/v1/ac/publico/verificacion', VerificacionRequestSchema, VerificacionSchema),
  // Offers, coupons, draws, call-back.
  asignaPolCuponAmigo: post('/v1/ac/user/asignaPolCuponAmigo', AsignaPolCuponAmigoRequestSchema),
  creaGestionCliente: post('/v1/ac/cliente/creaGestionCliente', CreaGestionClienteRequestSchema),
  registraParticipacionSorteoTv: post('/v1/ac/cliente/registraParticipacionSorteoTv', NoBodySchema),
  registraParticipacionSorteoFreidoraAire: post(
    '/v1/ac/cliente/registraParticipacionSorteoFreidoraAire',
    NoBodySchema,
  ),
  registraTarjetaDecesosPremium: post('/v1/ac/cliente/registraTarjetaDecesosPremium', NoBodySchema),
  /** Beyond SPEC (issue #18): a campaign's draw card takes part by its draw's code (CodigoSorteoSchema). */
  participaSorteo: post('/v1/ac/cliente/sorteos/:codigo/participacion', NoBodySchema),
  // External URLs.
  urlClub: get('/v1/ac/getUrlClub', UrlClubSchema),
  urlContratosInteractivos: get('/v1/ac/getUrlContratosInteractivos', UrlContratosInteractivosSchema),
  urlHnaAreaCliente: get('/v1/ac/urlHnaAreaCliente/:idCliente', UrlHnaAreaClienteSchema),
  enlaces: get('/v1/ac/enlaces', EnlacesSchema),
  // Short-lived token for one download (never the session token in a URL).
  descargaToken: post('/v1/ac/descargas/token', DescargaTokenRequestSchema, DescargaTokenSchema),
  // Beyond SPEC (issue #32): 'Mis documentos', every document of the caller's policies, claims and
  // receipts; opening one (descargaToken) marks it read.
  documentos: post('/v1/ac/documentos', DocumentosRequestSchema, DocumentosSchema),
  documentosNoLeidos: get('/v1/ac/documentos/noLeidos', DocumentosNoLeidosSchema),
  // Beyond SPEC (issue #32): 'Avisos' in 'Mis documentos', the notices the caller was sent; opening one
  // marks it read.
  avisosBandeja: get('/v1/ac/documentos/avisos', AvisosBandejaSchema),
  avisosNoLeidos: get('/v1/ac/documentos/avisos/noLeidos', AvisosNoLeidosSchema),
  marcaAvisoLeido: post('/v1/ac/documentos/avisos/:idAviso/leido', NoBodySchema, AvisosNoLeidosSchema),
  // Online claim declaration: photos first (one per upload), then the declaration naming them.
  subeFotoSiniestro: upload('/v1/ac/siniestros/declaracion/fotos', FotoUploadRequestSchema, FotoSubidaSchema),
  declaraSiniestro: post('/v1/ac/siniestros/declaracion', DeclaracionRequestSchema, DeclaracionDataSchema),
  // Complaints to the customer service department (SAC), beyond SPEC (issue #31).
  reclamacionAsuntos: get('/v1/ac/reclamaciones/asuntos', AsuntosReclamacionSchema),
  reclamaciones: get('/v1/ac/reclamaciones', ReclamacionesSchema),
  presentaReclamacion: post('/v1/ac/reclamaciones', ReclamacionRequestSchema, ReclamacionSchema),
  reclamacion: get('/v1/ac/reclamaciones/:codigo', ReclamacionSchema),
  /** A one-use token for the complaint's acknowledgement PDF (JUSTIFICANTE_RECLAMACION_PATH). */
  tokenJustificanteReclamacion: post(
    '/v1/ac/reclamaciones/:codigo/justificante',
    NoBodySchema,
    DescargaTokenSchema,
  ),
  /** The customer marks the answer as not satisfying: the way onwards shows. */
  rechazaRespuestaReclamacion: post(
    '/v1/ac/reclamaciones/:codigo/insatisfecha',
    NoBodySchema,
    ReclamacionSchema,
  ),
  // Roadside assistance (issue #32): the form's start, the request, its tracking page.
  asistenciaNueva: get('/v1/ac/asistencia/polizas/:idPoliza', AsistenciaNuevaSchema),
  pideAsistencia: post('/v1/ac/asistencia', AsistenciaRequestSchema, AsistenciaSchema),
  asistencia: get('/v1/ac/asistencia/:codigo', AsistenciaSchema),
  /** The customer calls an open request off (after a confirm step). */
  cancelaAsistencia: post('/v1/ac/asistencia/:codigo/cancelacion', NoBodySchema, AsistenciaSchema),
  asistenciasPoliza: get('/v1/ac/asistencia/polizas/:idPoliza/peticiones', AsistenciasPolizaSchema),
  // Demo only: the demo customers' portfolios on a day, for the campaign preview (a screen the shell
  // routes in the demo only). Served by the demo wing alone (api/src/demo); production answers 404.
  personasVistaPrevia: get('/v1/ac/campanas/vista-previa/personas/:fecha', PersonasVistaPreviaSchema),
  // Demo only: the SMS just sent for the caller's registration token, shown on /pin.
  smsDemo: get('/v1/ac/user/smsDemo', SmsDemoSchema),
} satisfies Record<string, CallSpec>;

export type CallName = keyof typeof CALLS;

/** Binary downloads opened in a new window; `:token` is a download token from CALLS.descargaToken. */
export const DOWNLOADS = {
  ccpp: '/v1/ac/polizas/ccpp/:id/:token',
  recibo: '/v1/ac/recibos/:id/imprimir/:token',
  documento: '/v1/ac/polizas/documento/:uuid/:token',
  certificadoMascota: '/v1/ac/polizas-masc/certificado-aseg/:numPoliza/:token',
  mandatoSepa: '/v1/ac/cliente/mandatos/:referencia/:token',
  justificanteBaja: '/v1/ac/polizas/justificante/:idPoliza/:token',
} as const;

export type Download = (typeof DOWNLOADS)[keyof typeof DOWNLOADS];

/** Fills `:name` parameters of a call path, URL-encoding each value. */
export function callPath<P extends string>(path: P, params = {} as PathParams<P>): string {
  const values = params as Record<string, string | number | undefined>;
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
