import { api, CALLS, type Portfolio } from '@area-cliente/shared';
import { type CodigoSorteo } from '@area-cliente/shared/campaign';

/** The portfolio flag that says the client took part in each draw. */
const PARTICIPADO = {
  TV: 'haParticipadoSorteoTv',
  FREIDORA_AIRE: 'haParticipadoSorteoFreidoraAire',
} as const satisfies Record<CodigoSorteo, keyof Portfolio>;

/** Registers the client's participation in the draw a card names, by its code. */
export const participarSorteo = (codigo: CodigoSorteo) =>
  api.call(CALLS.participaSorteo, { params: { codigo } });

export const haParticipado = (portfolio: Portfolio, codigo: CodigoSorteo): boolean =>
  portfolio[PARTICIPADO[codigo]];
