import * as v from 'valibot';
import { TelefonoSchema } from '../domain/contacto';
import { IdSchema } from '../domain/ids';
import { idNumerico } from '../domain/reglas-entrada';

/** POST /v1/ac/user/asignaPolCuponAmigo: assign an available coupon's discount to a policy. */
export const AsignaPolCuponAmigoRequestSchema = v.object({
  idPoliza: IdSchema,
  idCupon: IdSchema,
  cupon: v.pipe(v.string(), v.trim(), v.regex(/^[A-Z0-9]{6,12}$/)),
});

/** asunto of a call-back: contact the office, claims (S) or taxi (ACTT). */
export const AsuntoGestionSchema = v.picklist(['CONTACTO_OFICINA', 'S', 'ACTT']);
export type AsuntoGestion = v.InferOutput<typeof AsuntoGestionSchema>;

/** POST /v1/ac/cliente/creaGestionCliente: call-back request (the popup names the phone telefonoContacto). */
export const CreaGestionClienteRequestSchema = v.object({
  telefono: TelefonoSchema,
  asunto: AsuntoGestionSchema,
  // The office's ids on the client's record (the API uses the record's, not these).
  idWorkerPropio: v.nullable(idNumerico()),
  idOwnerPropio: v.nullable(idNumerico()),
});
export type CreaGestionClienteRequest = v.InferOutput<typeof CreaGestionClienteRequestSchema>;

/**
 * A prize draw's code: marketing declares draws in the campaign document (`sorteos`), so the code is
 * data, not a fixed list; the API knows the live campaign's draws (table `sorteos`).
 */
export const CodigoSorteoSchema = v.pipe(
  v.string('debe ser el código de un sorteo entre comillas'),
  v.regex(/^[A-Z0-9_]{2,40}$/, 'usa mayúsculas, cifras y "_", por ejemplo "FREIDORA_AIRE"'),
);
export type CodigoSorteo = v.InferOutput<typeof CodigoSorteoSchema>;
