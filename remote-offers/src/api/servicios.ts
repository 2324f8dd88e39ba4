import { api } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';

/** Requests the premium funeral family card (SPEC §7 registraTarjetaDecesosPremium). */
export const solicitarTarjetaDecesosPremium = () => api.call(CALLS.registraTarjetaDecesosPremium);
