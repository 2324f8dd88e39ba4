import * as v from 'valibot';
import { IsoDateTimeSchema } from './envelope';

/** One change the customer made themselves (beyond SPEC), as 'Mis datos' lists it. */
const CambioClienteSchema = v.object({
  /** A stable code per kind of change: 'TELEFONO', 'EMAIL', 'CLAVE', 'DIRECCION', 'IBAN'… */
  tipo: v.string(),
  /** The Spanish line the customer reads, written when it happened (masked data only). */
  descripcion: v.string(),
  /** The policy it concerned, when it concerned one. */
  idPoliza: v.nullable(v.number()),
  /** The device label of the session that made it; null when the browser said nothing recognisable. */
  dispositivo: v.nullable(v.string()),
  /** When it happened (UTC); the screen shows it in Madrid time. */
  fecha: IsoDateTimeSchema,
});
export type CambioCliente = v.InferOutput<typeof CambioClienteSchema>;

/** GET /v1/ac/cliente/historialCambios: the caller's own changes, newest first (at most 50). */
export const HistorialCambiosSchema = v.object({ cambios: v.array(CambioClienteSchema) });
