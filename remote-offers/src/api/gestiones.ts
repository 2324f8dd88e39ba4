import { api, CALLS, type CreaGestionClienteRequest } from '@area-cliente/shared';

/** Asks the office to call the client back (SPEC §7 creaGestionCliente). */
export const crearGestion = (body: CreaGestionClienteRequest) => api.call(CALLS.creaGestionCliente, { body });
