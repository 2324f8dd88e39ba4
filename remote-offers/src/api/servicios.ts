import { api, CALLS } from '@area-cliente/shared';

/** Requests the premium funeral family card (SPEC §7 registraTarjetaDecesosPremium). */
export const solicitarTarjetaDecesosPremium = () => api.call(CALLS.registraTarjetaDecesosPremium);
