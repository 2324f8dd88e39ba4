import { fromRoute, screenData } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';

/** What each receipt screen reads first (SPEC §2), by screen name: the screen and the shell's prefetch. */
export const RECIBOS_DATA = {
  recibo: screenData(CALLS.recibo, (params) => fromRoute({ idRecibo: params.idRecibo })),
  avisoRenovacion: screenData(CALLS.avisoRenovacion, (params) => fromRoute({ idPoliza: params.idPoliza })),
};
