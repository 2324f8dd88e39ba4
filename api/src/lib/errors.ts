import { Codigo, MENSAJE_PETICION_INCORRECTA } from '@area-cliente/shared/contract';
import { CREDENCIALES_INCORRECTAS, ERROR_COMUNICACION } from '@area-cliente/shared/domain';

/** Spanish messages the customer may see. */
export const Mensaje = {
  OK: 'OK',
  PETICION_INCORRECTA: MENSAJE_PETICION_INCORRECTA,
  ERROR_COMUNICACION,
  SESION_CADUCADA: 'Sesion caducada',
  IR_A_LOGIN: 'Debes iniciar sesión',
  NO_ENCONTRADO: 'Recurso no encontrado',
  DEMASIADAS_PETICIONES: 'Demasiadas peticiones. Inténtalo más tarde.',
  CREDENCIALES: CREDENCIALES_INCORRECTAS,
} as const;

/** An answer with a non-zero codigo: business errors travel with HTTP 200 unless told otherwise. */
export class ApiError extends Error {
  constructor(
    readonly codigo: number,
    readonly mensaje: string,
    readonly statusCode = 200,
  ) {
    super(mensaje);
    this.name = 'ApiError';
  }
}

export const badRequest = () => new ApiError(Codigo.ERROR_NEGOCIO, Mensaje.PETICION_INCORRECTA, 400);
export const sessionExpired = () => new ApiError(Codigo.SESION_CADUCADA, Mensaje.SESION_CADUCADA, 401);
export const goToLogin = () => new ApiError(Codigo.IR_A_LOGIN, Mensaje.IR_A_LOGIN, 401);
/** Another customer's record answers exactly like a missing one. */
export const notFound = () => new ApiError(Codigo.ERROR_NEGOCIO, Mensaje.NO_ENCONTRADO, 404);
