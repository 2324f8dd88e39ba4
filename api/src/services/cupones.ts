import { Codigo } from '@area-cliente/shared/contract';
import type { SessionCaller } from '../lib/caller';
import { ApiError, notFound } from '../lib/errors';
import { asignarCupon } from '../repositories/cupones';
import { bound, type AppParts } from './parts';

export const CUPON_NO_DISPONIBLE = 'Este cupón ya no está disponible para asignar.';
/** A policy that filled up since the list was shown (SPEC §9: 3 coupons per policy). */
export const POLIZA_COMPLETA = 'Esta póliza ya tiene 3 cupones asignados. Elige otra póliza.';

/** The caller assigns one of their available coupons' discount to one of their policies. */
async function asignar(
  app: AppParts,
  caller: SessionCaller,
  cupon: { idCupon: number; cupon: string; idPoliza: number },
): Promise<null> {
  const result = await asignarCupon(app.db, { ...cupon, idCliente: caller.idCliente, now: app.clock.now() });
  if (result === 'no-encontrado') throw notFound();
  if (result === 'no-disponible') throw new ApiError(Codigo.ERROR_NEGOCIO, CUPON_NO_DISPONIBLE);
  if (result === 'poliza-completa') throw new ApiError(Codigo.ERROR_NEGOCIO, POLIZA_COMPLETA);
  return null;
}

/** Friend coupons. */
export function cuponesService(app: AppParts) {
  return { asignar: bound(app, asignar) };
}
