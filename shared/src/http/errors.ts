/** Why a call failed in a way the shell already handled globally (alert, redirect). */
export type HandledReason = 'session-expired' | 'go-to-login' | 'communication-error';

/**
 * Thrown after a failure the kernel already dealt with through the bus; screens usually just stop
 * (no message of their own, the shell shows it).
 */
export class HandledApiError extends Error {
  readonly reason: HandledReason;
  constructor(reason: HandledReason, options?: { cause?: unknown }) {
    super(`API call handled globally: ${reason}`, options);
    this.name = 'HandledApiError';
    this.reason = reason;
  }
}

/** A non-zero codigo the screen decides about; `mensaje` is the server's user-facing Spanish text. */
export class ApiError extends Error {
  readonly codigo: number;
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

export function isHandledApiError(error: unknown): error is HandledApiError {
  return error instanceof HandledApiError;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
