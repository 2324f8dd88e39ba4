import * as v from 'valibot';

/**
 * A broker's (mediated) client's record: screens show 'Póliza mediada' and send the customer to their
 * broker (SPEC §1). null for a direct client; telefono is the broker's line when on record.
 */
export const MediacionSchema = v.nullable(v.object({ telefono: v.nullable(v.string()) }));
export type Mediacion = v.InferOutput<typeof MediacionSchema>;

/** The same answer from the client record the portfolio carries (the API builds it in SQL). */
export function mediacionDeCliente(c: {
  purezaPuroMMT: boolean;
  telefonoOwnerPropioCliente: string | null;
}): Mediacion {
  return c.purezaPuroMMT ? null : { telefono: c.telefonoOwnerPropioCliente };
}
