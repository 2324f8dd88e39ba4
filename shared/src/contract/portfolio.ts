import * as v from 'valibot';
import { AmountSchema, FlagSchema, IsoDateSchema } from './envelope';
import { ClienteSchema } from './cliente';

/** A policy as listed in the portfolio (every lstPolizas* list). */
const PolizaResumenSchema = v.object({
  idPoliza: v.number(),
  numPoliza: v.string(),
  /** Human label of the insured risk: plate and model, address, pet name... */
  riesgoAseguradoStr: v.string(),
  producto: v.string(),
  fecEfecto: IsoDateSchema,
  fechaVto: v.nullable(IsoDateSchema),
  /** MOTO or another vehicle type; null outside vehicle lines. */
  tipoAutomovil: v.nullable(v.string()),
  uso: v.nullable(v.string()),
  enVigor: v.boolean(),
  /**
   * Beyond SPEC: the customer opposed the renewal or withdrew ('No se renovará el …',
   * 'Desistimiento solicitado'); absent or null when neither.
   */
  solicitudBaja: v.optional(
    v.nullable(v.object({ tipo: v.picklist(['NO_RENOVAR', 'DESISTIMIENTO']), fecha: IsoDateSchema })),
  ),
});
export type PolizaResumen = v.InferOutput<typeof PolizaResumenSchema>;

/** A claim as listed in the portfolio (every lstSiniestros* list). */
export const SiniestroResumenSchema = v.object({
  numSiniestro: v.string(),
  numPoliza: v.string(),
  estado: v.string(),
  titulo: v.string(),
  subtitulo: v.nullable(v.string()),
  fecOcurrencia: v.nullable(IsoDateSchema),
});
export type SiniestroResumen = v.InferOutput<typeof SiniestroResumenSchema>;

/** An unpaid receipt as listed in lstAllRecibosPtes. */
const ReciboResumenSchema = v.object({
  idRecibo: v.number(),
  numPoliza: v.string(),
  titulo: v.string(),
  fecRecibo: IsoDateSchema,
  importeNeto: AmountSchema,
  estado: v.string(),
  pendiente: v.boolean(),
  pagable: v.boolean(),
});
export type ReciboResumen = v.InferOutput<typeof ReciboResumenSchema>;

const CuponAmigoEstadoSchema = v.picklist(['pendiente', 'activado', 'disponible', 'asignado', 'consumido']);
export type CuponAmigoEstado = v.InferOutput<typeof CuponAmigoEstadoSchema>;

/** Friend coupon (SPEC §3), in lstCodigosAmigo. */
const CuponAmigoSchema = v.object({
  idCupon: v.number(),
  cupon: v.string(),
  numPoliza: v.nullable(v.string()),
  estado: CuponAmigoEstadoSchema,
  pendiente: v.boolean(),
  activado: v.boolean(),
  disponible: v.boolean(),
  asignado: v.boolean(),
  consumido: v.boolean(),
});
export type CuponAmigo = v.InferOutput<typeof CuponAmigoSchema>;

const polizas = v.array(PolizaResumenSchema);
const siniestros = v.array(SiniestroResumenSchema);

/** GET /v1/ac/portfolio (SPEC §3 Portfolio). */
export const PortfolioSchema = v.object({
  idCliente: v.number(),
  cliente: ClienteSchema,
  lstPolizasVeh: polizas,
  lstPolizasHogar: polizas,
  lstPolizasDec: polizas,
  lstPolizasSaludHNA: polizas,
  lstPolizasSaludMMT: polizas,
  lstPolizasMovilidad: polizas,
  lstPolizasNegocio: polizas,
  lstPolizasAccidentes: polizas,
  lstPolizasMascotas: polizas,
  lstSiniestrosVeh: siniestros,
  lstSiniestrosHog: siniestros,
  lstSiniestrosMov: siniestros,
  lstSiniestrosNeg: siniestros,
  lstSiniestrosAcc: siniestros,
  lstSiniestrosMasc: siniestros,
  lstAllRecibosPtes: v.array(ReciboResumenSchema),
  lstCodigosAmigo: v.array(CuponAmigoSchema),
  lstPolizasVehForCupones: polizas,
  lstPolizasHogarForCupones: polizas,
  lstPolizasMovilidadForCupones: polizas,
  totalPolizasVigorMMT: v.number(),
  cuantasPolizasConSubsidio: v.number(),
  polizasConSubsidioStr: v.string(),
  tienePolizaSaludHNA: FlagSchema,
  tienePolizaSaludMMT: FlagSchema,
  tienePolizaMovilidadVMP: FlagSchema,
  tienePolizaMovilidadPersonal: FlagSchema,
  tienePolizaMovilidad: FlagSchema,
  tienePolizaNegocio: FlagSchema,
  tienePolizaAccidentes: FlagSchema,
  tienePolizaMascotas: FlagSchema,
  tienePolizaHogar: FlagSchema,
  tienePolizaAuto: FlagSchema,
  tienePolizaAutos: FlagSchema,
  tienePolizaMoto: FlagSchema,
  tienePolizaConAv: FlagSchema,
  tienePolizaConAsistenciaHogar: FlagSchema,
  tienePolizaConAjt: FlagSchema,
  tienePolizaConLunas: FlagSchema,
  tienePolizasVigorMMT: v.boolean(),
  tienePolizaDecesosPremium: v.boolean(),
  visiblePromocionDecesosPremium: v.boolean(),
  visiblePromocionHogar90: v.boolean(),
  visiblePromocionFreidoraAire: v.boolean(),
  /** The travel draw is open and this client may take part (registraParticipacionSorteoTv). */
  visibleSorteoTv: v.boolean(),
  visibleAhorraConTuTaxi: v.boolean(),
  /** The air-fryer draw is finished, not held yet, and this client could take part. */
  visibleFinSorteoFreidoraAire: v.boolean(),
  haParticipadoSorteoFreidoraAire: v.boolean(),
  haParticipadoSorteoTv: v.boolean(),
  /** Beyond SPEC: codes of every draw the client took part in, for draws declared as data. */
  sorteosParticipados: v.array(v.string()),
  /** Beyond SPEC: the visible* draw flags for any draw declared as data: open draws this client may enter… */
  sorteosVisibles: v.array(v.string()),
  /** …and finished draws not held yet that this client could enter (their 'finished' card). */
  sorteosFinalizadosVisibles: v.array(v.string()),
});
/** The customer and their policies, as the shell and every remote read them from one cache entry. */
export type Portfolio = v.InferOutput<typeof PortfolioSchema>;

/** The campaign preview's personas (demo only): each demo customer's portfolio on the chosen day. */
export const PersonasVistaPreviaSchema = v.object({ personas: v.array(PortfolioSchema) });
