import { api } from '@area-cliente/shared';
import { CALLS, type Portfolio } from '@area-cliente/shared/contract';
import { type CodigoSorteo } from '@area-cliente/shared/campaign';

/** Registers the client's participation in the draw a card names, by its code. */
export const participarSorteo = (codigo: CodigoSorteo) =>
  api.call(CALLS.participaSorteo, { params: { codigo } });

/** Whether the client took part in this draw (any draw the campaign declares, by its code). */
export const haParticipado = (portfolio: Portfolio, codigo: CodigoSorteo): boolean =>
  portfolio.sorteosParticipados.includes(codigo);
