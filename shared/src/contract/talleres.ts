import * as v from 'valibot';
import { IdSchema } from '../domain/ids';
import { TALLER_PROPIO_MAX, TALLER_PROPIO_MIN, TALLER_PROPIO_NOMBRE } from '../domain/talleres';
import { textoLibre } from '../domain/texto-libre';

/** A partner workshop as the claim screens show it. */
const TallerSchema = v.object({
  id: IdSchema,
  nombre: v.string(),
  direccion: v.string(),
  codPostal: v.string(),
  poblacion: v.string(),
  latitud: v.number(),
  longitud: v.number(),
  telefono: v.string(),
  horario: v.string(),
  especialidades: v.array(v.string()),
});
export type Taller = v.InferOutput<typeof TallerSchema>;

/** GET /v1/ac/talleres/:codPostal: the nearest active partner workshops, nearest first. */
export const TalleresCercanosSchema = v.object({
  talleres: v.array(v.object({ ...TallerSchema.entries, distanciaM: v.number() })),
  /** The map's tile source (MAPA_* settings), as the roadside tracking page gets it. */
  mapa: v.optional(v.object({ teselas: v.string(), atribucion: v.string() })),
});
export type TallerCercano = v.InferOutput<typeof TalleresCercanosSchema>['talleres'][number];

/** Where the customer wants the car repaired: a partner workshop, or their own by its name. */
export const TallerElegidoRequestSchema = v.union([
  v.strictObject({ idTaller: IdSchema }),
  v.strictObject({ propio: textoLibre(TALLER_PROPIO_MIN, TALLER_PROPIO_MAX, TALLER_PROPIO_NOMBRE) }),
]);
export type TallerElegidoRequest = v.InferOutput<typeof TallerElegidoRequestSchema>;

/** The workshop a claim names: a partner one with its details, or the customer's own. */
export const TallerElegidoSchema = v.variant('clase', [
  v.object({ clase: v.literal('CONCERTADO'), taller: TallerSchema }),
  v.object({ clase: v.literal('PROPIO'), nombre: v.string() }),
]);
export type TallerElegido = v.InferOutput<typeof TallerElegidoSchema>;
