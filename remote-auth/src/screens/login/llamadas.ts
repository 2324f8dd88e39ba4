// What 'Entrar' and 'Entrar con una llave de acceso' send, loaded when the person starts on the form
// (or on submit) rather than with /login: the calls' schemas, their validator and the WebAuthn
// ceremony are about 8 KiB of a first visit that only needs to show the form.
import { api } from '@area-cliente/shared';
import { CALLS, type CallBody } from '@area-cliente/shared/contract';
import { startAuthentication } from '@simplewebauthn/browser';

export const entrar = (body: CallBody<typeof CALLS.auth>) => api.call(CALLS.auth, { body });

export const opcionesLlave = () => api.call(CALLS.opcionesAccesoLlave, { body: {} });

export const entrarConLlave = (body: CallBody<typeof CALLS.accesoLlave>) =>
  api.call(CALLS.accesoLlave, { body });

export { startAuthentication };
