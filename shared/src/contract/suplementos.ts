import * as v from 'valibot';
import { IdSchema } from '../domain/ids';
import { USOS_VEHICULO } from '../domain/suplementos';
import { textoLibre } from '../domain/texto-libre';
import { AmountSchema, IsoDateSchema } from './envelope';
import { SegundoFactorCampos } from './segundo-factor';

/*
 * 'Modificar la póliza' (a supplement): what a policy allows to change, the quote of a change (the new
 * annual premium, what the days left cost or give back, the effective day, the text) and its
 * confirmation with a second factor. The rules are in domain/suplementos.ts.
 */

const TIPOS_CAMBIO = [
  'ALTA_CONDUCTOR',
  'BAJA_CONDUCTOR',
  'VEHICULO',
  'ALTA_COBERTURA',
  'BAJA_COBERTURA',
] as const;

/** One change of a supplement; the server checks each field with the domain's rules. */
const CambioSchema = v.variant('tipo', [
  v.object({
    tipo: v.literal('ALTA_CONDUCTOR'),
    conductor: v.object({
      nombre: textoLibre(1, 120),
      numDoc: textoLibre(1, 20),
      fecNacimiento: IsoDateSchema,
      fecCarne: IsoDateSchema,
    }),
  }),
  v.object({ tipo: v.literal('BAJA_CONDUCTOR'), idConductor: IdSchema }),
  v.object({
    tipo: v.literal('VEHICULO'),
    vehiculo: v.object({
      matricula: textoLibre(1, 15),
      marca: textoLibre(1, 40),
      modelo: textoLibre(1, 60),
      version: textoLibre(1, 80),
      uso: v.picklist(USOS_VEHICULO),
    }),
  }),
  v.object({ tipo: v.literal('ALTA_COBERTURA'), cobertura: textoLibre(1, 120) }),
  v.object({ tipo: v.literal('BAJA_COBERTURA'), cobertura: textoLibre(1, 120) }),
]);

/**
 * GET /v1/ac/polizas/{idPoliza}/suplementos: what the policy allows to change today, and why not
 * when it allows nothing (`bloqueo`: a policy that is ending, an unpaid receipt).
 */
export const OpcionesSuplementoSchema = v.object({
  numPoliza: v.string(),
  /** The changes this line offers. */
  cambios: v.array(v.picklist(TIPOS_CAMBIO)),
  /** TURISMO, MOTO…: the product's driver rule; null for a home policy. */
  tipoVehiculo: v.nullable(v.picklist(['TURISMO', 'MOTO', 'FURGONETA', 'TODOTERRENO'])),
  conductores: v.array(v.object({ idConductor: IdSchema, nombre: v.string(), habitual: v.boolean() })),
  vehiculo: v.nullable(v.object({ marca: v.string(), modelo: v.string(), matricula: v.string() })),
  /** The covers shown as 'No contratada', which can be taken. */
  coberturasContratables: v.array(v.string()),
  /** The optional covers taken, which can be given up. */
  coberturasQuitables: v.array(v.string()),
  primaAnual: v.nullable(AmountSchema),
  /** The effective day's window: today (Madrid) and its last day. */
  desde: IsoDateSchema,
  hasta: IsoDateSchema,
  /** Why the policy cannot be changed now (Spanish, to show as it is); null when it can. */
  bloqueo: v.nullable(v.string()),
});
export type OpcionesSuplemento = v.InferOutput<typeof OpcionesSuplementoSchema>;

/** POST /v1/ac/polizas/{idPoliza}/suplementos/presupuesto: the quote of one change. */
export const PresupuestoSuplementoRequestSchema = v.object({ cambio: CambioSchema, efecto: IsoDateSchema });
export type PresupuestoSuplementoRequest = v.InferOutput<typeof PresupuestoSuplementoRequestSchema>;

export const PresupuestoSuplementoSchema = v.object({
  primaActual: AmountSchema,
  primaNueva: AmountSchema,
  /** For the days left of the annuity: positive is charged, negative refunded. */
  importe: AmountSchema,
  diasRestantes: v.number(),
  efecto: IsoDateSchema,
  /** The change in one sentence, and the supplement's full text as it will print it. */
  cambio: v.string(),
  texto: v.string(),
});
export type PresupuestoSuplemento = v.InferOutput<typeof PresupuestoSuplementoSchema>;

/**
 * POST /v1/ac/polizas/{idPoliza}/suplementos: applies the quoted change, confirmed with a second
 * factor. `clave` (a uuid the screen makes once per confirmation) makes a repeated request answer the
 * first one's result instead of changing again.
 */
export const ConfirmaSuplementoRequestSchema = v.object({
  cambio: CambioSchema,
  efecto: IsoDateSchema,
  clave: v.pipe(v.string(), v.uuid()),
  ...SegundoFactorCampos,
});
export type ConfirmaSuplementoRequest = v.InferOutput<typeof ConfirmaSuplementoRequestSchema>;

export const SuplementoSchema = v.object({
  /** 'SUP-' and digits: the supplement's number, on its PDF. */
  numero: v.string(),
  primaNueva: AmountSchema,
  importe: AmountSchema,
  efecto: IsoDateSchema,
  texto: v.string(),
  /** The receipt of the extra premium (payable online); null when nothing is charged. */
  recibo: v.nullable(v.object({ idRecibo: IdSchema, numRecibo: v.string() })),
  /** The supplement's document in 'Mis documentos' (a contract document: CALLS.descargaToken 'CCPP'). */
  idDocumento: IdSchema,
});
export type Suplemento = v.InferOutput<typeof SuplementoSchema>;
