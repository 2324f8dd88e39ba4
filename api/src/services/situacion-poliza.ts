import { Codigo } from '@area-cliente/shared/contract';
import { motivoNoAplica, situacionPoliza, type AccionPoliza } from '@area-cliente/shared/domain';
import { isoDay } from '../lib/clock';
import { ApiError } from '../lib/errors';
import { findSituacionPoliza } from '../repositories/situacion-poliza';
import type { AppParts } from './parts';

/**
 * Refuses `accion` on the caller's policy when its situation no longer allows it (withdrawn, cancelled
 * or expired: `loQueAplica` in shared/src/domain/situacion-poliza.ts), with a 409 that names its state
 * and day. A missing policy or another customer's passes: the caller's own lookup answers it like a
 * missing one, so this tells nothing of other customers' policies.
 */
export async function exigirQueAplique(
  app: Pick<AppParts, 'db' | 'clock'>,
  idCliente: number,
  idPoliza: number,
  accion: AccionPoliza,
): Promise<void> {
  const poliza = await findSituacionPoliza(app.db, idCliente, idPoliza);
  if (!poliza) return;
  const motivo = motivoNoAplica(situacionPoliza(poliza, isoDay(app.clock.now())), accion);
  if (motivo) throw new ApiError(Codigo.ERROR_NEGOCIO, motivo, 409);
}
