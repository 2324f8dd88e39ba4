import { api, CALLS } from '@area-cliente/shared';

/** Requests the premium funeral family card (SPEC §7 registraTarjetaDecesosPremium). */
export const solicitarTarjetaDecesosPremium = () => api.call(CALLS.registraTarjetaDecesosPremium);

/** The partner health insurer's client area for this client (SPEC §7 urlHnaAreaCliente). */
export const urlAreaClienteSalud = (idCliente: number) =>
  api.call(CALLS.urlHnaAreaCliente, { params: { idCliente } });
