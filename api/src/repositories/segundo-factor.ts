import type { AccionSegundoFactor } from '@area-cliente/shared/contract';
import type { Queryable } from '../db';

/** The second factor that confirmed a change, as the records that keep it store it. */
export type FactorConfirmacion = 'PIN_SMS' | 'LLAVE_ACCESO';

/*
 * SMS PINs of the second factor (services/segundo-factor.ts): each issued for one action and one
 * session, keyed with that session's token, with a few attempts, spent once inside the change.
 */

export interface PinSegundoFactor {
  idPin: number;
  pinHash: Uint8Array;
  intentos: number;
}

export async function insertPin(
  db: Queryable,
  pin: {
    idCliente: number;
    idSesion: number;
    accion: AccionSegundoFactor;
    pinHash: Buffer;
    now: Date;
    expiresAt: Date;
  },
): Promise<number> {
  const row = await db.one<{ idPin: number }>(
    `INSERT INTO segundo_factor_pines (id_cliente, id_sesion, accion, pin_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id_pin AS "idPin"`,
    [pin.idCliente, pin.idSesion, pin.accion, pin.pinHash, pin.now, pin.expiresAt],
  );
  return Number(row.idPin);
}

/** Forgets a PIN that never reached the phone: no resend wait counts from it, nothing can use it. */
export async function retirarPin(db: Queryable, idPin: number): Promise<void> {
  await db.query('DELETE FROM segundo_factor_pines WHERE id_pin = $1', [idPin]);
}

/** When the session's newest PIN (any action) was sent: the resend wait; undefined when none. */
export async function ultimoPinEnviado(db: Queryable, idSesion: number): Promise<Date | undefined> {
  const row = await db.maybe<{ createdAt: Date }>(
    `SELECT created_at AS "createdAt" FROM segundo_factor_pines
      WHERE id_sesion = $1 ORDER BY created_at DESC, id_pin DESC LIMIT 1`,
    [idSesion],
  );
  return row && new Date(row.createdAt);
}

/** The session's newest PIN: the only one that may confirm anything (asking again replaces it). */
const NEWEST = `SELECT id_pin FROM segundo_factor_pines WHERE id_sesion = $2 AND id_cliente = $1
                 ORDER BY created_at DESC, id_pin DESC LIMIT 1`;

/**
 * Takes one attempt of the session's newest PIN when it was issued for `accion`, is unused, unexpired
 * and has attempts left; one statement, so concurrent guesses never get more than `max` attempts.
 * Undefined otherwise (estadoPin says why).
 */
export function takePinAttempt(
  db: Queryable,
  p: { idCliente: number; idSesion: number; accion: AccionSegundoFactor; now: Date; max: number },
): Promise<PinSegundoFactor | undefined> {
  return db.maybe<PinSegundoFactor>(
    `UPDATE segundo_factor_pines SET intentos = intentos + 1
      WHERE id_pin = (${NEWEST})
        AND accion = $3 AND usado_at IS NULL AND expires_at > $4 AND intentos < $5
      RETURNING id_pin AS "idPin", pin_hash AS "pinHash", intentos`,
    [p.idCliente, p.idSesion, p.accion, p.now, p.max],
  );
}

export type EstadoPin = 'NINGUNO' | 'OTRA_ACCION' | 'USADO' | 'CADUCADO' | 'AGOTADO';

/** Why the session's newest PIN took no attempt for `accion`. */
export async function estadoPin(
  db: Queryable,
  p: { idCliente: number; idSesion: number; accion: AccionSegundoFactor; now: Date; max: number },
): Promise<EstadoPin> {
  const row = await db.maybe<{ otra: boolean; usado: boolean; caducado: boolean }>(
    `SELECT accion <> $3 AS otra, usado_at IS NOT NULL AS usado, expires_at <= $4 AS caducado
       FROM segundo_factor_pines WHERE id_pin = (${NEWEST})`,
    [p.idCliente, p.idSesion, p.accion, p.now],
  );
  if (!row) return 'NINGUNO';
  return row.otra ? 'OTRA_ACCION' : row.usado ? 'USADO' : row.caducado ? 'CADUCADO' : 'AGOTADO';
}

/** Spends a PIN inside the change's transaction; false when another request spent it first. */
export async function usarPin(db: Queryable, idPin: number, now: Date): Promise<boolean> {
  const row = await db.maybe(
    'UPDATE segundo_factor_pines SET usado_at = $2 WHERE id_pin = $1 AND usado_at IS NULL RETURNING id_pin',
    [idPin, now],
  );
  return row !== undefined;
}
