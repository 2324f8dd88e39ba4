import { Codigo, type CreaGestionClienteRequest } from '@area-cliente/shared/contract';
import type { SessionCaller } from '../lib/caller';
import { isoDay } from '../lib/clock';
import { ApiError, notFound } from '../lib/errors';
import { findCliente } from '../repositories/clientes';
import { countGestionesSince, insertGestion } from '../repositories/gestiones';
import type { AppParts } from './parts';

export const DEMASIADAS_GESTIONES =
  'Ya hemos recibido varias solicitudes tuyas. Te llamaremos lo antes posible.';

/** A client may ask for a few call-backs an hour; more is abuse of the office's phone queue. */
const MAX_GESTIONES_POR_HORA = 5;

/** Call-back requests to the customer's own office. */
export function gestionesService(app: AppParts) {
  /** Records a call-back request for the caller's own office. */
  async function solicitarLlamada(
    { idCliente }: SessionCaller,
    body: CreaGestionClienteRequest,
  ): Promise<null> {
    const now = app.clock.now();
    const cliente = await findCliente(app.db, idCliente, isoDay(now));
    if (!cliente) throw notFound();
    const hourAgo = new Date(now.getTime() - 3_600_000);
    if ((await countGestionesSince(app.db, idCliente, hourAgo)) >= MAX_GESTIONES_POR_HORA) {
      throw new ApiError(Codigo.ERROR_NEGOCIO, DEMASIADAS_GESTIONES, 429);
    }
    // The office comes from the client's own record: the ids in the body are not trusted.
    await insertGestion(app.db, {
      idCliente,
      telefono: body.telefono,
      asunto: body.asunto,
      idWorkerPropio: cliente.idWorkerPropioCliente,
      idOwnerPropio: cliente.idOwnerPropioCliente,
      now,
    });
    return null;
  }

  return { solicitarLlamada };
}
