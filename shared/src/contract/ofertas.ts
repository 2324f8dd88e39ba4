import * as v from 'valibot';
import { TelefonoSchema } from '../domain/contacto';
import { IdSchema } from '../domain/ids';

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
  idWorkerPropio: v.nullable(v.number()),
  idOwnerPropio: v.nullable(v.number()),
});
export type CreaGestionClienteRequest = v.InferOutput<typeof CreaGestionClienteRequestSchema>;

/** Prize draws the API knows, by code (table `sorteos`). */
export const CODIGOS_SORTEO = ['TV', 'FREIDORA_AIRE'] as const;
export type CodigoSorteo = (typeof CODIGOS_SORTEO)[number];
