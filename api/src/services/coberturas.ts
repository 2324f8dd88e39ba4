import type { CoberturasPoliza, ComparacionRenovacion } from '@area-cliente/shared/contract';
import type { SessionCaller } from '../lib/caller';
import { notFound } from '../lib/errors';
import { findCoberturasPoliza, findComparacionRenovacion } from '../repositories/coberturas';
import { bound, type AppParts } from './parts';

/** What one of the caller's policies covers and costs (another customer's: not found). */
async function coberturas(app: AppParts, caller: SessionCaller, idPoliza: number): Promise<CoberturasPoliza> {
  const found = await findCoberturasPoliza(app.db, caller.idCliente, idPoliza);
  if (!found) throw notFound();
  return found;
}

/** What the renewal of one of the caller's policies changes; null when its notice states no new premium. */
async function comparacionRenovacion(
  app: AppParts,
  caller: SessionCaller,
  idPoliza: number,
): Promise<{ comparacion: ComparacionRenovacion | null }> {
  const comparacion = await findComparacionRenovacion(app.db, caller.idCliente, idPoliza);
  if (comparacion === undefined) throw notFound();
  return { comparacion };
}

/** What the caller's policies cover and what their renewal changes. */
export function coberturasService(app: AppParts) {
  return {
    coberturas: bound(app, coberturas),
    comparacionRenovacion: bound(app, comparacionRenovacion),
  };
}
