import { Codigo } from '@area-cliente/shared/contract';
import type { SessionCaller } from '../lib/caller';
import { isoDay } from '../lib/clock';
import { ApiError } from '../lib/errors';
import { registrarParticipacion } from '../repositories/sorteos';
import { bound, type AppParts } from './parts';

/** SPEC §5: the text the '!Atención!' popup shows when the client already took part. */
export const YA_PARTICIPADO =
  'Ya hemos registrado anteriormente tu participación en el sorteo. Sólo puedes participar una vez.';
export const SORTEO_CERRADO = 'Este sorteo ha finalizado o no está disponible para ti.';

/** The caller's one participation in a draw, only while it is open to them. */
async function participar(app: AppParts, caller: SessionCaller, codigo: string): Promise<null> {
  const now = app.clock.now();
  const result = await registrarParticipacion(app.db, caller.idCliente, codigo, isoDay(now), now);
  if (result === 'ya-participado') throw new ApiError(Codigo.ERROR_NEGOCIO, YA_PARTICIPADO);
  if (result === 'cerrado') throw new ApiError(Codigo.ERROR_NEGOCIO, SORTEO_CERRADO);
  return null;
}

/** Prize draws: one participation per client and draw. */
export function sorteosService(app: AppParts) {
  return { participar: bound(app, participar) };
}
