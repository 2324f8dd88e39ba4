import * as v from 'valibot';

/** GET /v1/ac/cliente, and `cliente` inside the portfolio (SPEC §3 Client). */
export const ClienteSchema = v.object({
  idCliente: v.number(),
  nombre: v.string(),
  edad: v.nullable(v.number()),
  numDoc: v.string(),
  direccion: v.nullable(v.string()),
  telefono: v.nullable(v.string()),
  email: v.nullable(v.string()),
  codPostal: v.nullable(v.string()),
  /** true for a direct client, false for a broker's (mediated) client. */
  purezaPuroMMT: v.boolean(),
  /** Missing while the customer's consent is pending. */
  gdprEmpresas: v.optional(v.boolean()),
  telefonoOwnerPropioCliente: v.nullable(v.string()),
  ownerPropioClienteCanalTelefonico: v.boolean(),
  idWorkerPropioCliente: v.nullable(v.number()),
  idOwnerPropioCliente: v.nullable(v.number()),
});
export type Cliente = v.InferOutput<typeof ClienteSchema>;
