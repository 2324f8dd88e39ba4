import { api, CALLS } from '@area-cliente/shared';
import type { CardData } from '../cards/types';

/** Registers the client's participation in a draw through that draw's call (SPEC §7). */
export const participarSorteo = (llamada: CardData['sorteo']['llamada']) => api.call(CALLS[llamada]);
