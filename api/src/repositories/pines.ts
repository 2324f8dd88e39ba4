import type { Queryable } from '../db';

/*
 * Every SMS PIN (services/pin.ts), in one table. A PIN is issued for a purpose within a scope (a
 * registration flow, a session) and for one object in it (a second-factor action, a document): the
 * scope is where the resend wait counts and the newest PIN is looked up.
 */

export type PropositoPin = 'registro' | 'segundo-factor' | 'firma';

export interface ClavePin {
  proposito: PropositoPin;
  ambito: string;
  /** What the PIN confirms inside its scope ('' when the scope itself is all it confirms). */
  objeto: string;
}

export interface IntentoPin {
  idPin: number;
  pinHash: Uint8Array;
  intentos: number;
}

export type EstadoPin = 'NINGUNO' | 'OTRA_ACCION' | 'USADO' | 'CADUCADO' | 'AGOTADO';

export async function insertPin(
  db: Queryable,
  clave: ClavePin,
  pin: { pinHash: Buffer; now: Date; expiresAt: Date },
): Promise<number> {
  const row = await db.one<{ idPin: number | string }>(
    `INSERT INTO pines (proposito, ambito, objeto, pin_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id_pin AS "idPin"`,
    [clave.proposito, clave.ambito, clave.objeto, pin.pinHash, pin.now, pin.expiresAt],
  );
  return Number(row.idPin);
}

/** Forgets a PIN that never reached the phone: no resend wait counts from it, nothing can use it. */
export async function retirarPin(db: Queryable, idPin: number): Promise<void> {
  await db.query('DELETE FROM pines WHERE id_pin = $1', [idPin]);
}

/** The scope's PINs for the purpose: how many, and when the newest was sent (the resend wait). */
export async function emitidos(
  db: Queryable,
  proposito: PropositoPin,
  ambito: string,
): Promise<{ cuantos: number; ultimo: Date | null }> {
  const row = await db.one<{ cuantos: number; ultimo: Date | null }>(
    `SELECT count(*)::int AS cuantos, max(created_at) AS ultimo FROM pines
      WHERE proposito = $1 AND ambito = $2`,
    [proposito, ambito],
  );
  return { cuantos: row.cuantos, ultimo: row.ultimo && new Date(row.ultimo) };
}

/**
 * The newest PIN, the only one that may confirm anything: of the scope (asking again for any object
 * replaces it), or of the scope and object when `porObjeto` (each object keeps its own).
 */
const newest = (porObjeto: boolean) =>
  `SELECT id_pin FROM pines WHERE proposito = $1 AND ambito = $2 ${porObjeto ? 'AND objeto = $3' : ''}
    ORDER BY created_at DESC, id_pin DESC LIMIT 1`;

/**
 * Takes one attempt of the newest PIN when it was issued for the object, is unused, unexpired and has
 * attempts left; one statement, so concurrent guesses never get more than `max`. Else undefined.
 */
export function takeIntento(
  db: Queryable,
  clave: ClavePin,
  porObjeto: boolean,
  now: Date,
  max: number,
): Promise<IntentoPin | undefined> {
  return db.maybe<IntentoPin>(
    `UPDATE pines SET intentos = intentos + 1
      WHERE id_pin = (${newest(porObjeto)})
        AND objeto = $3 AND usado_at IS NULL AND expires_at > $4 AND intentos < $5
      RETURNING id_pin AS "idPin", pin_hash AS "pinHash", intentos`,
    [clave.proposito, clave.ambito, clave.objeto, now, max],
  );
}

/** Why the newest PIN took no attempt. */
export async function estadoPin(
  db: Queryable,
  clave: ClavePin,
  porObjeto: boolean,
  now: Date,
  max: number,
): Promise<EstadoPin> {
  const row = await db.maybe<{ otra: boolean; usado: boolean; caducado: boolean; agotado: boolean }>(
    `SELECT objeto <> $3 AS otra, usado_at IS NOT NULL AS usado, expires_at <= $4 AS caducado,
            intentos >= $5 AS agotado
       FROM pines WHERE id_pin = (${newest(porObjeto)})`,
    [clave.proposito, clave.ambito, clave.objeto, now, max],
  );
  if (!row) return 'NINGUNO';
  if (row.otra) return 'OTRA_ACCION';
  if (row.usado) return 'USADO';
  if (row.agotado) return 'AGOTADO';
  return row.caducado ? 'CADUCADO' : 'AGOTADO';
}

/** Spends a PIN (inside the confirmed change's transaction); false when another request spent it first. */
export async function usarPin(db: Queryable, idPin: number, now: Date): Promise<boolean> {
  const row = await db.maybe(
    'UPDATE pines SET usado_at = $2 WHERE id_pin = $1 AND usado_at IS NULL RETURNING 1',
    [idPin, now],
  );
  return row !== undefined;
}

/** The newest PIN of the scope (the demo's SMS note finds the message that carried it). */
export function ultimoPin(
  db: Queryable,
  proposito: PropositoPin,
  ambito: string,
): Promise<{ pinHash: Uint8Array; createdAt: Date } | undefined> {
  return db.maybe(
    `SELECT pin_hash AS "pinHash", created_at AS "createdAt" FROM pines
      WHERE proposito = $1 AND ambito = $2 ORDER BY created_at DESC, id_pin DESC LIMIT 1`,
    [proposito, ambito],
  );
}
