import { fromRoute, screenData } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { NUMERO_EN_RUTA } from '@area-cliente/shared/domain';

const porId = (params: Record<string, string | undefined>) => fromRoute({ idPoliza: params.idPoliza });

/**
 * What each policy screen reads (SPEC §2), by screen name: the screen reads it, and the shell reads it
 * ahead when a link to the screen is hovered, focused or touched.
 */
export const POLIZA_DATA = {
  polizaAutos: screenData(CALLS.polizaVeh, porId),
  polizaHogar: screenData(CALLS.polizaHog, porId),
  polizaDecesos: screenData(CALLS.polizaDec, porId),
  // Partner health policies are keyed by their number.
  polizaSalud: screenData(CALLS.polizaSalud, (params) =>
    fromRoute({ numPoliza: params.numPoliza }, NUMERO_EN_RUTA),
  ),
  polizaSaludMMT: screenData(CALLS.polizaSaludMMT, porId),
  polizaMovilidad: screenData(CALLS.polizaMov, porId),
  polizaNegocio: screenData(CALLS.polizaNeg, porId),
  polizaAccidentes: screenData(CALLS.polizaAcc, porId),
  polizaMascotas: screenData(CALLS.polizaMasc, porId),
};
