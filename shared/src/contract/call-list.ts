// Every JSON call of SPEC §7 and beyond, one export each: `CALLS` is this module's namespace
// (contract/index.ts), so a build keeps only the calls it names, with their schemas.
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
  AsistenciasAbiertasSchema,
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
  OrdenCuentaCobroRequestSchema,
  OrdenCuentaCobroSchema,
  PinCuentaCobroSchema,
} from './cuenta-cobro';
import { DescargaTokenRequestSchema, DescargaTokenSchema } from './descargas';
import { DocumentoFirmadoSchema, FirmaDocumentoRequestSchema, PinFirmaSchema } from './firma';
import { CambiaDireccionRequestSchema, DireccionPostalSchema } from './direccion';
import { DocumentosNoLeidosSchema, DocumentosRequestSchema, DocumentosSchema } from './documentos';
import { AvisosBandejaSchema, AvisosNoLeidosSchema } from './avisos-bandeja';
import { EnlacesSchema } from './enlaces';
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
import { get, post, upload } from './call-spec';
import {
  CodigosAnuladosSchema,
  TarjetaPolizaSchema,
  VerificacionRequestSchema,
  VerificacionSchema,
} from './tarjeta';
import { SiniestroDetalleSchema } from './siniestros';
import { UrlClubSchema, UrlContratosInteractivosSchema, UrlHnaAreaClienteSchema } from './urls';
import { BalizaSchema, RUM_BALIZA_PATH } from './telemetria';

// Session and registration.
export const auth = /* @__PURE__ */ post('/v1/ac/user/auth', AuthRequestSchema, AuthDataSchema);
export const verificaUsuario = /* @__PURE__ */ post(
  '/v1/ac/user/verificaUsuario',
  VerificaUsuarioRequestSchema,
  RegistroInfoSchema,
);
export const generarPinAcceso = /* @__PURE__ */ post(
  '/v1/ac/user/generarPinAcceso',
  NoBodySchema,
  GenerarPinDataSchema,
);
export const verificarPin = /* @__PURE__ */ post(
  '/v1/ac/user/verificarPin',
  VerificarPinRequestSchema,
  VerificarPinDataSchema,
);
export const actualizarPassword = /* @__PURE__ */ post(
  '/v1/ac/user/actualizarPassword',
  ActualizarPasswordRequestSchema,
);
export const authRegistro = /* @__PURE__ */ post(
  '/v1/ac/user/authRegistro',
  NoBodySchema,
  AuthRegistroDataSchema,
);
// Beyond SPEC: `data.token` is the session's new token, which the client stores like any other (the
// old one ends with every other session); its schema stays the empty one remotes built on 1.x know.
export const actualizarPasswordCliente = /* @__PURE__ */ post(
  '/v1/ac/user/actualizarPasswordCliente',
  ActualizarPasswordClienteRequestSchema,
);
export const actualizarGdpr = /* @__PURE__ */ post('/v1/ac/user/actualizarGdpr', ActualizarGdprRequestSchema);
export const insertAudit = /* @__PURE__ */ post('/v1/ac/user/insertAudit', InsertAuditRequestSchema);
export const sesion = /* @__PURE__ */ get('/v1/ac/user/sesion', SesionSchema);
export const mantenerSesion = /* @__PURE__ */ post('/v1/ac/user/sesion', NoBodySchema, SesionSchema);
// Beyond SPEC: the customer's open sessions, and ending all but the caller's.
export const sesionesAbiertas = /* @__PURE__ */ get('/v1/ac/user/sesiones', SesionesAbiertasSchema);
export const cerrarOtrasSesiones = /* @__PURE__ */ post(
  '/v1/ac/user/sesiones/cerrarOtras',
  NoBodySchema,
  OtrasSesionesCerradasSchema,
);
// Beyond SPEC: login with a passkey (no session, no NIF): the options, then the browser's answer,
// which answers the session token like `auth`.
export const opcionesAccesoLlave = /* @__PURE__ */ post(
  '/v1/ac/user/llaveAcceso/opciones',
  NoBodySchema,
  OpcionesAccesoLlaveSchema,
);
export const accesoLlave = /* @__PURE__ */ post(
  '/v1/ac/user/llaveAcceso',
  AccesoLlaveRequestSchema,
  AuthDataSchema,
);
// Real-user signals: the beacon a page load's batches carry (the batches go by sendBeacon).
export const balizaTelemetria = /* @__PURE__ */ post(`/v1/ac${RUM_BALIZA_PATH}`, NoBodySchema, BalizaSchema);
// Customer data.
export const portfolio = /* @__PURE__ */ get('/v1/ac/portfolio', PortfolioSchema);
export const cliente = /* @__PURE__ */ get('/v1/ac/cliente', ClienteSchema);
export const actualizaTelefono = /* @__PURE__ */ post(
  '/v1/ac/cliente/actualizaTelefono',
  ActualizaTelefonoRequestSchema,
);
export const actualizaEmail = /* @__PURE__ */ post(
  '/v1/ac/cliente/actualizaEmail',
  ActualizaEmailRequestSchema,
);
// Beyond SPEC: the second factor of a sensitive change, a PIN by SMS for one action.
export const pinSegundoFactor = /* @__PURE__ */ post(
  '/v1/ac/cliente/segundoFactor/pin',
  PinSegundoFactorRequestSchema,
  PinSegundoFactorSchema,
);
// Beyond SPEC: the collection account of the policies, with a SEPA mandate.
export const pinCuentaCobro = /* @__PURE__ */ post(
  '/v1/ac/cliente/cuentaCobro/pin',
  NoBodySchema,
  PinCuentaCobroSchema,
);
export const ordenCuentaCobro = /* @__PURE__ */ post(
  '/v1/ac/cliente/cuentaCobro/orden',
  OrdenCuentaCobroRequestSchema,
  OrdenCuentaCobroSchema,
);
export const cambiaCuentaCobro = /* @__PURE__ */ post(
  '/v1/ac/cliente/cuentaCobro',
  CambiaCuentaCobroRequestSchema,
  CuentaCobroCambiadaSchema,
);
export const mandatosSepa = /* @__PURE__ */ get('/v1/ac/cliente/cuentaCobro/mandatos', MandatosSchema);
// Beyond SPEC: the caller's passkeys in 'Mis datos' (create, list, remove), and the options of a
// change confirmed with one of them (the change's own call carries the browser's answer).
export const llavesAcceso = /* @__PURE__ */ get('/v1/ac/cliente/llavesAcceso', LlavesAccesoSchema);
export const opcionesRegistroLlave = /* @__PURE__ */ post(
  '/v1/ac/cliente/llavesAcceso/opciones',
  NoBodySchema,
  OpcionesRegistroLlaveSchema,
);
export const registraLlave = /* @__PURE__ */ post(
  '/v1/ac/cliente/llavesAcceso',
  RegistraLlaveRequestSchema,
  LlaveAccesoSchema,
);
export const eliminaLlave = /* @__PURE__ */ post(
  '/v1/ac/cliente/llavesAcceso/:idLlave/eliminar',
  NoBodySchema,
);
export const opcionesConfirmacionLlave = /* @__PURE__ */ post(
  '/v1/ac/cliente/llavesAcceso/confirmacion',
  NoBodySchema,
  OpcionesAccesoLlaveSchema,
);
// Beyond SPEC: the customer's own changes, and their postal address.
export const historialCambios = /* @__PURE__ */ get(
  '/v1/ac/cliente/historialCambios',
  HistorialCambiosSchema,
);
export const direccionPostal = /* @__PURE__ */ get('/v1/ac/cliente/direccion', DireccionPostalSchema);
export const cambiaDireccion = /* @__PURE__ */ post(
  '/v1/ac/cliente/direccion',
  CambiaDireccionRequestSchema,
  DireccionPostalSchema,
);
// Notifications by e-mail and SMS: the caller's choices, and the demo's e-mail outbox.
export const preferenciasAvisos = /* @__PURE__ */ get('/v1/ac/cliente/avisos', PreferenciasAvisosSchema);
export const guardaPreferenciasAvisos = /* @__PURE__ */ post(
  '/v1/ac/cliente/avisos',
  GuardaPreferenciasAvisosRequestSchema,
  PreferenciasAvisosSchema,
);
export const correosDemo = /* @__PURE__ */ get('/v1/ac/cliente/avisos/correosDemo', CorreosDemoSchema);
// Policies.
export const polizaVeh = /* @__PURE__ */ get('/v1/ac/polizas-veh/:idPoliza', PolizaVehSchema);
export const polizaHog = /* @__PURE__ */ get('/v1/ac/polizas-hog/:idPoliza', PolizaHogSchema);
export const polizaDec = /* @__PURE__ */ get('/v1/ac/polizas-dec/:idPoliza', PolizaDecSchema);
export const polizaMov = /* @__PURE__ */ get('/v1/ac/polizas-mov/:idPoliza', PolizaMovSchema);
export const polizaNeg = /* @__PURE__ */ get('/v1/ac/polizas-neg/:idPoliza', PolizaNegSchema);
export const polizaAcc = /* @__PURE__ */ get('/v1/ac/polizas-acc/:idPoliza', PolizaAccSchema);
export const polizaMasc = /* @__PURE__ */ get('/v1/ac/polizas-masc/:idPoliza', PolizaMascSchema);
export const polizaSalud = /* @__PURE__ */ get('/v1/ac/polizas-salud/:numPoliza', PolizaSaludSchema);
export const polizaSaludMMT = /* @__PURE__ */ get('/v1/ac/polizas-saludMMT/:idPoliza', PolizaSaludMMTSchema);
// Claims: one shape for every line.
export const siniestroVeh = /* @__PURE__ */ get(
  '/v1/ac/siniestros-veh/:numSiniestro',
  SiniestroDetalleSchema,
);
export const siniestroHog = /* @__PURE__ */ get(
  '/v1/ac/siniestros-hog/:numSiniestro',
  SiniestroDetalleSchema,
);
export const siniestroMov = /* @__PURE__ */ get(
  '/v1/ac/siniestros-mov/:numSiniestro',
  SiniestroDetalleSchema,
);
export const siniestroNeg = /* @__PURE__ */ get(
  '/v1/ac/siniestros-neg/:numSiniestro',
  SiniestroDetalleSchema,
);
export const siniestroAcc = /* @__PURE__ */ get(
  '/v1/ac/siniestros-acc/:numSiniestro',
  SiniestroDetalleSchema,
);
export const siniestroMasc = /* @__PURE__ */ get(
  '/v1/ac/siniestros-masc/:numSiniestro',
  SiniestroDetalleSchema,
);
// Beyond SPEC: signing a claim document with an SMS PIN.
export const pinFirmaDocumento = /* @__PURE__ */ post(
  '/v1/ac/siniestros/documentos/:uuid/firma/pin',
  NoBodySchema,
  PinFirmaSchema,
);
export const firmaDocumento = /* @__PURE__ */ post(
  '/v1/ac/siniestros/documentos/:uuid/firma',
  FirmaDocumentoRequestSchema,
  DocumentoFirmadoSchema,
);
// Receipts, payment, renewal.
export const recibo = /* @__PURE__ */ get('/v1/ac/recibos/:idRecibo', ReciboDetalleSchema);
export const pagoRecibo = /* @__PURE__ */ get('/v1/ac/recibos/pasarela/pago/:idRecibo', PagoUrlSchema);
export const avisoRenovacion = /* @__PURE__ */ get('/v1/ac/avisoRenovacion/:idPoliza', AvisoRenovacionSchema);
// Beyond SPEC: what a policy covers and costs; the renewal's premium and covers beside them.
export const coberturasPoliza = /* @__PURE__ */ get(
  '/v1/ac/polizas/:idPoliza/coberturas',
  CoberturasPolizaSchema,
);
export const comparacionRenovacion = /* @__PURE__ */ get(
  '/v1/ac/avisoRenovacion/:idPoliza/comparacion',
  ComparacionAvisoSchema,
);
// Beyond SPEC: oppose the renewal, keep it after all, withdraw from a distance contract.
export const renovacionPoliza = /* @__PURE__ */ get(
  '/v1/ac/polizas/:idPoliza/renovacion',
  RenovacionPolizaSchema,
);
export const noRenovarPoliza = /* @__PURE__ */ post(
  '/v1/ac/polizas/:idPoliza/noRenovar',
  ConfirmaConClaveRequestSchema,
  SolicitudBajaSchema,
);
export const mantenerRenovacion = /* @__PURE__ */ post(
  '/v1/ac/polizas/:idPoliza/mantenerRenovacion',
  ConfirmaConClaveRequestSchema,
);
export const desistirPoliza = /* @__PURE__ */ post(
  '/v1/ac/polizas/:idPoliza/desistimiento',
  ConfirmaConClaveRequestSchema,
  SolicitudBajaSchema,
);
// Beyond SPEC: the digital card (a fresh QR code each time), revoking its codes, the
// certificate PDF's token, and the public check the QR opens (no session).
export const tarjetaPoliza = /* @__PURE__ */ post(
  '/v1/ac/polizas/:idPoliza/tarjeta',
  NoBodySchema,
  TarjetaPolizaSchema,
);
export const anulaCodigosTarjeta = /* @__PURE__ */ post(
  '/v1/ac/polizas/:idPoliza/tarjeta/anular',
  NoBodySchema,
  CodigosAnuladosSchema,
);
export const tokenCertificadoSeguro = /* @__PURE__ */ post(
  '/v1/ac/polizas/:idPoliza/certificado',
  NoBodySchema,
  DescargaTokenSchema,
);
export const verificaTarjeta = /* @__PURE__ */ post(
  '/v1/ac/publico/verificacion',
  VerificacionRequestSchema,
  VerificacionSchema,
);
// Offers, coupons, draws, call-back.
export const asignaPolCuponAmigo = /* @__PURE__ */ post(
  '/v1/ac/user/asignaPolCuponAmigo',
  AsignaPolCuponAmigoRequestSchema,
);
export const creaGestionCliente = /* @__PURE__ */ post(
  '/v1/ac/cliente/creaGestionCliente',
  CreaGestionClienteRequestSchema,
);
export const registraParticipacionSorteoTv = /* @__PURE__ */ post(
  '/v1/ac/cliente/registraParticipacionSorteoTv',
  NoBodySchema,
);
export const registraParticipacionSorteoFreidoraAire = /* @__PURE__ */ post(
  '/v1/ac/cliente/registraParticipacionSorteoFreidoraAire',
  NoBodySchema,
);
export const registraTarjetaDecesosPremium = /* @__PURE__ */ post(
  '/v1/ac/cliente/registraTarjetaDecesosPremium',
  NoBodySchema,
);
/** Beyond SPEC: a campaign's draw card takes part by its draw's code (CodigoSorteoSchema). */
export const participaSorteo = /* @__PURE__ */ post(
  '/v1/ac/cliente/sorteos/:codigo/participacion',
  NoBodySchema,
);
// External URLs.
export const urlClub = /* @__PURE__ */ get('/v1/ac/getUrlClub', UrlClubSchema);
export const urlContratosInteractivos = /* @__PURE__ */ get(
  '/v1/ac/getUrlContratosInteractivos',
  UrlContratosInteractivosSchema,
);
export const urlHnaAreaCliente = /* @__PURE__ */ get(
  '/v1/ac/urlHnaAreaCliente/:idCliente',
  UrlHnaAreaClienteSchema,
);
export const enlaces = /* @__PURE__ */ get('/v1/ac/enlaces', EnlacesSchema);
// Short-lived token for one download (never the session token in a URL).
export const descargaToken = /* @__PURE__ */ post(
  '/v1/ac/descargas/token',
  DescargaTokenRequestSchema,
  DescargaTokenSchema,
);
// Beyond SPEC: 'Mis documentos', every document of the caller's policies, claims and
// receipts; opening one (descargaToken) marks it read.
export const documentos = /* @__PURE__ */ post(
  '/v1/ac/documentos',
  DocumentosRequestSchema,
  DocumentosSchema,
);
export const documentosNoLeidos = /* @__PURE__ */ get('/v1/ac/documentos/noLeidos', DocumentosNoLeidosSchema);
// Beyond SPEC: 'Avisos' in 'Mis documentos', the notices the caller was sent; opening one
// marks it read.
export const avisosBandeja = /* @__PURE__ */ get('/v1/ac/documentos/avisos', AvisosBandejaSchema);
export const avisosNoLeidos = /* @__PURE__ */ get('/v1/ac/documentos/avisos/noLeidos', AvisosNoLeidosSchema);
export const marcaAvisoLeido = /* @__PURE__ */ post(
  '/v1/ac/documentos/avisos/:idAviso/leido',
  NoBodySchema,
  AvisosNoLeidosSchema,
);
// Online claim declaration: photos first (one per upload), then the declaration naming them.
export const subeFotoSiniestro = /* @__PURE__ */ upload(
  '/v1/ac/siniestros/declaracion/fotos',
  FotoUploadRequestSchema,
  FotoSubidaSchema,
);
export const declaraSiniestro = /* @__PURE__ */ post(
  '/v1/ac/siniestros/declaracion',
  DeclaracionRequestSchema,
  DeclaracionDataSchema,
);
// Complaints to the customer service department (SAC), beyond SPEC.
export const reclamacionAsuntos = /* @__PURE__ */ get(
  '/v1/ac/reclamaciones/asuntos',
  AsuntosReclamacionSchema,
);
export const reclamaciones = /* @__PURE__ */ get('/v1/ac/reclamaciones', ReclamacionesSchema);
export const presentaReclamacion = /* @__PURE__ */ post(
  '/v1/ac/reclamaciones',
  ReclamacionRequestSchema,
  ReclamacionSchema,
);
export const reclamacion = /* @__PURE__ */ get('/v1/ac/reclamaciones/:codigo', ReclamacionSchema);
/** A one-use token for the complaint's acknowledgement PDF (JUSTIFICANTE_RECLAMACION_PATH). */
export const tokenJustificanteReclamacion = /* @__PURE__ */ post(
  '/v1/ac/reclamaciones/:codigo/justificante',
  NoBodySchema,
  DescargaTokenSchema,
);
/** The customer marks the answer as not satisfying: the way onwards shows. */
export const rechazaRespuestaReclamacion = /* @__PURE__ */ post(
  '/v1/ac/reclamaciones/:codigo/insatisfecha',
  NoBodySchema,
  ReclamacionSchema,
);
// Roadside assistance: the form's start, the request, its tracking page.
export const asistenciaNueva = /* @__PURE__ */ get(
  '/v1/ac/asistencia/polizas/:idPoliza',
  AsistenciaNuevaSchema,
);
export const pideAsistencia = /* @__PURE__ */ post(
  '/v1/ac/asistencia',
  AsistenciaRequestSchema,
  AsistenciaSchema,
);
export const asistencia = /* @__PURE__ */ get('/v1/ac/asistencia/:codigo', AsistenciaSchema);
/** The customer calls an open request off (after a confirm step). */
export const cancelaAsistencia = /* @__PURE__ */ post(
  '/v1/ac/asistencia/:codigo/cancelacion',
  NoBodySchema,
  AsistenciaSchema,
);
export const asistenciasAbiertas = /* @__PURE__ */ get(
  '/v1/ac/asistencia/abiertas',
  AsistenciasAbiertasSchema,
);
export const asistenciasPoliza = /* @__PURE__ */ get(
  '/v1/ac/asistencia/polizas/:idPoliza/peticiones',
  AsistenciasPolizaSchema,
);
// Demo only: the demo customers' portfolios on a day, for the campaign preview (a screen the shell
// routes in the demo only). Served by the demo wing alone (api/src/demo); production answers 404.
export const personasVistaPrevia = /* @__PURE__ */ get(
  '/v1/ac/campanas/vista-previa/personas/:fecha',
  PersonasVistaPreviaSchema,
);
// Demo only: the SMS just sent for the caller's registration token, shown on /pin.
export const smsDemo = /* @__PURE__ */ get('/v1/ac/user/smsDemo', SmsDemoSchema);
