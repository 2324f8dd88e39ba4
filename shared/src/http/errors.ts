/**
 * Why a call failed in a way the shell already handled globally (alert, redirect).
 * @public
 */
export type HandledReason = 'session-expired' | 'go-to-login' | 'communication-error';

/**
 * Thrown after a failure the kernel already dealt with through the bus; screens usually just stop
 * (no message of their own, the shell shows it).
 * @public
 */
export class HandledApiError extends Error {
  /** The global handling already done: the bus event the client emitted for it. */
  readonly reason: HandledReason;
  constructor(reason: HandledReason, options?: { cause?: unknown }) {
    super(`API call handled globally: ${reason}`, options);
    this.name = 'HandledApiError';
    this.reason = reason;
  }
}

/**
 * A non-zero codigo the screen decides about; `mensaje` is the server's user-facing Spanish text.
 * @public
 */
export class ApiError extends Error {
  /** The API's non-zero business code, for a screen that reacts to a specific one. */
  readonly codigo: number;
  /** The server's Spanish message for the customer, fit to show as it is. */
  readonly mensaje: string;
  /** HTTP status of the answer (404 when the record does not exist or is not the caller's). */
  readonly status: number;
  constructor(codigo: number, mensaje: string, status: number) {
    super(mensaje);
    this.name = 'ApiError';
    this.codigo = codigo;
    this.mensaje = mensaje;
    this.status = status;
  }
}

/**
 * Narrows to HandledApiError: the shell already told the customer, so the screen adds nothing.
 * @public
 */
export function isHandledApiError(error: unknown): error is HandledApiError {
  return error instanceof HandledApiError;
}

/**
 * Narrows to ApiError: a business answer whose message the screen decides how to show.
 * @public
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
