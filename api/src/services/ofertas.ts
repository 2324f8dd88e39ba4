import { Codigo } from '@area-cliente/shared/contract';
import type { SessionCaller } from '../lib/caller';
import { ApiError } from '../lib/errors';
import { solicitarTarjetaDecesosPremium } from '../repositories/ofertas';
import { bound, type AppParts } from './parts';

export const SIN_DECESOS_PREMIUM = 'Esta tarjeta es solo para clientes con un seguro de Decesos Premium.';

/** The premium-funeral family card: only holders of an in-force premium funeral policy. */
async function tarjetaDecesosPremium(app: AppParts, caller: SessionCaller): Promise<null> {
  if (!(await solicitarTarjetaDecesosPremium(app.db, caller.idCliente, app.clock.now()))) {
    throw new ApiError(Codigo.ERROR_NEGOCIO, SIN_DECESOS_PREMIUM);
  }
  return null;
}

/** Offer requests. */
export function ofertasService(app: AppParts) {
  return { tarjetaDecesosPremium: bound(app, tarjetaDecesosPremium) };
}
