import {
  api,
  AuthRegistroDataSchema,
  EmptyDataSchema,
  GenerarPinDataSchema,
  RegistroInfoSchema,
} from '@area-cliente/shared';

// Each call answers the registration token in data.token; the kernel keeps it as the Auth-token.

export const verificaUsuario = (numDoc: string, recordar: boolean) =>
  api.post('/v1/ac/user/verificaUsuario', { numDoc, recordar }, RegistroInfoSchema);

export const generarPinAcceso = () => api.post('/v1/ac/user/generarPinAcceso', {}, GenerarPinDataSchema);

export const verificarPin = (pin: string) => api.post('/v1/ac/user/verificarPin', { pin }, EmptyDataSchema);

export const actualizarPassword = (password: string, passwordRepetida: string) =>
  api.post('/v1/ac/user/actualizarPassword', { password, passwordRepetida }, EmptyDataSchema);

/** Swaps the registration token for a session token. */
export const authRegistro = () => api.post('/v1/ac/user/authRegistro', {}, AuthRegistroDataSchema);
