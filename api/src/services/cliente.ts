import type { Cliente } from '@area-cliente/shared/contract';
import type { SessionCaller } from '../lib/caller';
import { isoDay } from '../lib/clock';
import { notFound } from '../lib/errors';
import { findCliente } from '../repositories/clientes';
import { historialCambios, type CambioCliente } from '../repositories/historial-cambios';
import { updateGdpr } from '../repositories/registro-consentimiento';
import { bound, type AppParts } from './parts';

/** The caller's client record ('Mis datos'). */
async function datos(app: AppParts, caller: SessionCaller): Promise<Cliente> {
  const cliente = await findCliente(app.db, caller.idCliente, isoDay(app.clock.now()));
  if (!cliente) throw notFound();
  return cliente;
}

/** The history of the caller's own changes: the session's customer is the one key of the read. */
async function historial(app: AppParts, caller: SessionCaller): Promise<{ cambios: CambioCliente[] }> {
  return { cambios: await historialCambios(app.db, caller.idCliente) };
}

/** The caller's consent to promotions from the company and partners, with its time. */
async function consentimiento(app: AppParts, caller: SessionCaller, gdprEmpresas: boolean): Promise<null> {
  await updateGdpr(app.db, caller.idCliente, gdprEmpresas, app.clock.now());
  return null;
}

/** The caller's own record: their data, the history of their changes and their consent. */
export function clienteService(app: AppParts) {
  return {
    datos: bound(app, datos),
    historial: bound(app, historial),
    consentimiento: bound(app, consentimiento),
  };
}
