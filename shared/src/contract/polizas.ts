import * as v from 'valibot';
import { AmountSchema, FlagSchema, IsoDateSchema } from './envelope';
import { SiniestroResumenSchema } from './portfolio';
import { MediacionSchema } from './mediacion';
import { IdSchema } from '../domain/ids';

const text = v.nullable(v.string());
const date = v.nullable(IsoDateSchema);
const amount = v.nullable(AmountSchema);
const year = v.nullable(v.pipe(v.number(), v.integer()));

/** A receipt (SPEC §3 Receipt) as listed on a policy and shown by GET /v1/ac/recibos/{idRecibo}. */
export const ReciboSchema = v.object({
  idRecibo: IdSchema,
  /** The receipt's number as the customer reads it everywhere: screens, its PDF, e-mails, the inbox. */
  numRecibo: v.string(),
  titulo: v.string(),
  fecRecibo: IsoDateSchema,
  importeNeto: AmountSchema,
  estado: v.picklist(['PENDIENTE', 'COBRADO', 'DEVUELTO', 'ANULADO']),
  tipo: v.picklist(['NUEVA_PRODUCCION', 'RENOVACION', 'FRACCIONADO', 'SUPLEMENTO']),
  periodicidad: v.picklist(['ANUAL', 'SEMESTRAL', 'TRIMESTRAL', 'MENSUAL']),
  /** Overdue: pending, payable and dated before today. */
  pendiente: v.boolean(),
  pagable: v.boolean(),
  imprimible: v.boolean(),
  esPolizaInternauto: v.boolean(),
});
export type Recibo = v.InferOutput<typeof ReciboSchema>;

/** Contract document (CCPP). Openable only when DIGITAL_CERTIFICADA and application/pdf. */
const DocumentoContratoSchema = v.object({
  /** Used in GET /v1/ac/polizas/ccpp/{id}/{token}. */
  id: IdSchema,
  nombre: v.string(),
  tipo: v.picklist(['ACTUAL', 'FUTURA', 'FUTURO']),
  estado: v.string(),
  mimeType: v.string(),
  uuid: v.pipe(v.string(), v.uuid()),
  fechaEfecto: IsoDateSchema,
});
export type DocumentoContrato = v.InferOutput<typeof DocumentoContratoSchema>;

/** Driver (habitual driver of a vehicle, driver of a mobility policy). */
const ConductorSchema = v.object({
  nombre: v.string(),
  fecCarnet: date,
  fecNacimiento: date,
  tipoCarnet: text,
});
export type Conductor = v.InferOutput<typeof ConductorSchema>;

/** A vehicle policy's named drivers: the habitual one first, then the occasional ones. */
const ConductorPolizaSchema = v.object({ ...ConductorSchema.entries, habitual: v.boolean() });

/** Insured person (funeral, health, accidents). */
const AseguradoSchema = v.object({ nombreCompleto: v.string(), numDoc: text });
export type Asegurado = v.InferOutput<typeof AseguradoSchema>;

/** A cover with its sum insured (mobility, accidents); capital null = included without limit shown. */
const GarantiaSchema = v.object({ descripcion: v.string(), capital: amount });
export type Garantia = v.InferOutput<typeof GarantiaSchema>;

/** Fields every policy detail carries (SPEC §3 Policy, common). */
const polizaBase = {
  idPoliza: IdSchema,
  numPoliza: v.string(),
  producto: v.string(),
  riesgoAseguradoStr: v.string(),
  uso: text,
  /** Broker's client: the screen shows 'Póliza mediada'. */
  mediacion: MediacionSchema,
  /**
   * Beyond SPEC: what the policy's situation is read from (`situacionPoliza` in the domain): its state,
   * the day a cancelled one ended, and the customer's standing 'No renovar' or withdrawal. Optional for
   * an API that predates them: such a policy reads as in force.
   */
  estado: v.optional(v.picklist(['VIGOR', 'ANULADA']), 'VIGOR'),
  fecAnulacion: v.optional(date, null),
  solicitudBaja: v.optional(
    v.nullable(v.object({ tipo: v.picklist(['NO_RENOVAR', 'DESISTIMIENTO']), fecha: IsoDateSchema })),
    null,
  ),
  // Contract.
  fecEfecto: IsoDateSchema,
  periodicidad: text,
  fecAntiguedad: date,
  fechaVto: date,
  fecProximoRecibo: date,
  // General-conditions versions as numeric dates (20250101) and flags choosing documents and cards.
  versionCCGG: v.nullable(v.number()),
  versionCCGGVeh: v.nullable(v.number()),
  ulrCCGGHog: text,
  tenemosAvisoCobro: v.boolean(),
  tieneAJT: v.boolean(),
  tieneSubsidioParalizacion: v.boolean(),
  /** Contains ORO, MOTO or PLATINO; null without travel assistance. */
  asistenciaViaje: text,
  tieneDefensaMultas: v.boolean(),
  tieneAmigoManitas: v.boolean(),
  /** Spelling as in SPEC §3. */
  tieneAsistenciaDomicilaria: v.boolean(),
  // Policyholder.
  nombreTomador: v.string(),
  telefonoTomador: text,
  emailTomador: text,
  direccionTomador: text,
  // Owner; the business screen shows the owner card only when idPropietario exists.
  idPropietario: v.nullable(IdSchema),
  nombrePropietario: text,
  telefonoPropietario: text,
  emailPropietario: text,
  direccionPropietario: text,
  // Bank data: the IBAN masked (shared maskIban), the bank's name when its entity code is known; the
  // branch code is no longer sent (always null), so nothing beyond the mask shows the account.
  iban: text,
  entidad: text,
  oficina: text,
  titular: text,
  // Receipts and documents.
  lstRecibosPdtes: v.array(ReciboSchema),
  lstRecibosCob: v.array(ReciboSchema),
  lstRecibosFuturos: v.array(ReciboSchema),
  lstCCPP: v.array(DocumentoContratoSchema),
};

/** The common part alone (documents and PDFs built from any line's policy). */
export type PolizaBase = v.InferOutput<v.ObjectSchema<typeof polizaBase, undefined>>;

const siniestros = v.array(SiniestroResumenSchema);

/** GET /v1/ac/polizas-veh/{idPoliza}: car or motorbike. */
export const PolizaVehSchema = v.object({
  ...polizaBase,
  marca: v.string(),
  modelo: v.string(),
  matricula: v.string(),
  /** MOTO or another vehicle type. */
  tipoAutomovil: v.string(),
  vehiculo: text,
  numBastidor: text,
  clase: text,
  conductorHabitual: v.nullable(ConductorSchema),
  conductores: v.array(ConductorPolizaSchema),
  lstSiniestrosVeh: siniestros,
});
export type PolizaVeh = v.InferOutput<typeof PolizaVehSchema>;

/** GET /v1/ac/polizas-hog/{idPoliza}: home. */
export const PolizaHogSchema = v.object({
  ...polizaBase,
  direccionCorta: v.string(),
  direccion: v.string(),
  poblacion: v.string(),
  pais: v.string(),
  codPostal: v.string(),
  provincia: v.string(),
  ubicacionVivienda: text,
  tipoVivienda: text,
  usoVivienda: text,
  regimenVivienda: text,
  anyoConstruccion: year,
  calidadConstruccion: text,
  contenido: amount,
  continente: amount,
  lstSiniestrosHog: siniestros,
});
export type PolizaHog = v.InferOutput<typeof PolizaHogSchema>;

/** GET /v1/ac/polizas-dec/{idPoliza}: funeral. */
export const PolizaDecSchema = v.object({
  ...polizaBase,
  esDecesosPremium: v.boolean(),
  asegurados: v.array(AseguradoSchema),
});
export type PolizaDec = v.InferOutput<typeof PolizaDecSchema>;

/** GET /v1/ac/polizas-salud/{numPoliza}: the partner insurer's health policy. */
export const PolizaSaludSchema = v.object({
  ...polizaBase,
  asegurados: v.array(AseguradoSchema),
});
export type PolizaSalud = v.InferOutput<typeof PolizaSaludSchema>;

/** GET /v1/ac/polizas-saludMMT/{idPoliza}: the company's own health policy. */
export const PolizaSaludMMTSchema = v.object({
  ...polizaBase,
  asegurados: v.array(AseguradoSchema),
});
export type PolizaSaludMMT = v.InferOutput<typeof PolizaSaludMMTSchema>;

/** GET /v1/ac/polizas-mov/{idPoliza}: personal mobility or a VMP project. */
export const PolizaMovSchema = v.object({
  ...polizaBase,
  esProyectoMovilidadPersonal: FlagSchema,
  esProyectoVMP: FlagSchema,
  tipoVehDesc: v.string(),
  subtipoVehDesc: text,
  numSerieVeh: text,
  anhoFabricacionVeh: year,
  valorVeh: amount,
  conductor: v.nullable(ConductorSchema),
  garantias: v.array(GarantiaSchema),
  lstSiniestrosMov: siniestros,
});
export type PolizaMov = v.InferOutput<typeof PolizaMovSchema>;

/** GET /v1/ac/polizas-neg/{idPoliza}: business; null amounts and texts are not shown. */
export const PolizaNegSchema = v.object({
  ...polizaBase,
  nombreNeg: v.string(),
  actividadNeg: v.string(),
  direccionNeg: v.string(),
  tipoNeg: text,
  infoActividadNeg: text,
  regimenLocalNeg: text,
  superficieNeg: v.nullable(v.number()),
  anyoConstruccion: year,
  anyoReforma: year,
  negCteInmueble: amount,
  negCteReforma: amount,
  negMobiliario: amount,
  negExistencias: amount,
  negRecetas: amount,
  negPuertaBlindada: v.boolean(),
  negRejas: v.boolean(),
  negCristales: v.boolean(),
  negAlarmaSinConexion: v.boolean(),
  negAlarma: v.boolean(),
  negAntiAlunizaje: v.boolean(),
  negVigilancia: v.boolean(),
  negExtintores: v.boolean(),
  negBIES: v.boolean(),
  negSprinklers: v.boolean(),
  negDetectores: v.boolean(),
  otrasMedidasProteccion: text,
  lstSiniestrosNeg: siniestros,
});
export type PolizaNeg = v.InferOutput<typeof PolizaNegSchema>;

/** GET /v1/ac/polizas-acc/{idPoliza}: accidents. */
export const PolizaAccSchema = v.object({
  ...polizaBase,
  asegurados: v.array(AseguradoSchema),
  garantias: v.array(GarantiaSchema),
  lstSiniestrosAcc: siniestros,
});
export type PolizaAcc = v.InferOutput<typeof PolizaAccSchema>;

/** GET /v1/ac/polizas-masc/{idPoliza}: pets. */
export const PolizaMascSchema = v.object({
  ...polizaBase,
  especie: v.string(),
  raza: text,
  nombre: v.string(),
  fecNacimiento: date,
  sexo: text,
  chip: text,
  lstSiniestrosMasc: siniestros,
});
export type PolizaMasc = v.InferOutput<typeof PolizaMascSchema>;
