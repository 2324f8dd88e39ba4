import * as v from 'valibot';

const enlace = v.nullable(v.pipe(v.string(), v.url()));

/**
 * GET /v1/ac/enlaces: every outside address the screens link to (partner pages, contract documents,
 * legal bases). They are configuration of the API, never constants of a front end, so a deployment
 * points them elsewhere without a build; null where it has none (the link is then not shown).
 */
export const EnlacesSchema = v.object({
  hnaAreaCliente: enlace,
  contratosInteractivos: enlace,
  calculadoraSalud: enlace,
  cursosFormacion: enlace,
  citaLunas: enlace,
  basesSorteoViaje: enlace,
  basesSorteoFreidora: enlace,
  /** The mutualists' benefits club (also answered by getUrlClub). */
  club: enlace,
  /** Base address of the general conditions and assistance booklets (a file path is appended). */
  documentos: enlace,
});
export type Enlaces = v.InferOutput<typeof EnlacesSchema>;
export type EnlaceKey = keyof Enlaces;
export const ENLACE_KEYS = Object.keys(EnlacesSchema.entries) as EnlaceKey[];
