import type { Queryable } from '../db';

/** The ceremonies a challenge is issued for: creating a key, logging in, confirming a change. */
export type TipoReto = 'REGISTRO' | 'ACCESO' | 'CONFIRMACION';

/** A stored passkey (the public half), as the verification needs it. */
export interface LlaveGuardada {
  idLlave: number;
  idCliente: number;
  credencial: string;
  clavePublica: Uint8Array<ArrayBuffer>;
  contador: number;
  transportes: string[];
  dispositivo: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** What a challenge fixed when it was issued: who may answer it and where the answer may come from. */
export interface RetoTomado {
  rpId: string;
  origenes: string[];
}

/** The columns of a LlaveGuardada, of table alias `t` when given. */
const columnas = (t = '') => {
  const c = t ? `${t}.` : '';
  return `${c}id_llave AS "idLlave", ${c}id_cliente AS "idCliente", ${c}credencial,
    ${c}clave_publica AS "clavePublica", ${c}contador, ${c}transportes, ${c}dispositivo,
    ${c}created_at AS "createdAt", ${c}last_used_at AS "lastUsedAt"`;
};

type Fila = Omit<
  LlaveGuardada,
  'idLlave' | 'idCliente' | 'clavePublica' | 'contador' | 'createdAt' | 'lastUsedAt'
> & {
  clavePublica: Uint8Array;
  idLlave: number | string;
  idCliente: number | string;
  contador: number | string;
  createdAt: Date | string;
  lastUsedAt: Date | string | null;
};

// bigint arrives as text from node-postgres, bytea as Buffer or Uint8Array depending on the driver.
const llave = (f: Fila): LlaveGuardada => ({
  ...f,
  idLlave: Number(f.idLlave),
  idCliente: Number(f.idCliente),
  contador: Number(f.contador),
  clavePublica: new Uint8Array(f.clavePublica),
  transportes: f.transportes ?? [],
  createdAt: new Date(f.createdAt),
  lastUsedAt: f.lastUsedAt === null ? null : new Date(f.lastUsedAt),
});

/**
 * The customer's user handle: the one stored, or `nuevo` stored now (two first ceremonies at once
 * agree on whichever was stored first).
 */
export async function usuarioLlaves(
  db: Queryable,
  idCliente: number,
  nuevo: Uint8Array,
): Promise<Uint8Array<ArrayBuffer>> {
  await db.query(
    'INSERT INTO llaves_usuarios (id_cliente, usuario) VALUES ($1, $2) ON CONFLICT (id_cliente) DO NOTHING',
    [idCliente, nuevo],
  );
  const { usuario } = await db.one<{ usuario: Uint8Array }>(
    'SELECT usuario FROM llaves_usuarios WHERE id_cliente = $1',
    [idCliente],
  );
  return new Uint8Array(usuario);
}

/** Holds the customer's passkeys still until the transaction ends (two creations at once count in turn). */
export async function bloquearLlavesDe(tx: Queryable, idCliente: number): Promise<void> {
  await tx.query('SELECT 1 FROM llaves_usuarios WHERE id_cliente = $1 FOR UPDATE', [idCliente]);
}

/** The name and ID document the authenticator shows beside the key (the customer's own device). */
export function titularLlaves(db: Queryable, idCliente: number): Promise<{ nombre: string; numDoc: string }> {
  return db.one('SELECT nombre, num_doc AS "numDoc" FROM clientes WHERE id_cliente = $1', [idCliente]);
}

export async function guardarReto(
  db: Queryable,
  r: {
    reto: string;
    tipo: TipoReto;
    idCliente: number | null;
    rpId: string;
    origenes: string[];
    expiresAt: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO llaves_retos (reto, tipo, id_cliente, rp_id, origenes, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [r.reto, r.tipo, r.idCliente, r.rpId, r.origenes, r.expiresAt],
  );
}

/**
 * Spends a challenge: deleted whether or not it is still valid, so it answers once. undefined when it
 * was never issued for this ceremony and customer (null: login), was spent already or has expired.
 */
export async function tomarReto(
  db: Queryable,
  reto: string,
  tipo: TipoReto,
  idCliente: number | null,
  now: Date,
): Promise<RetoTomado | undefined> {
  const fila = await db.maybe<RetoTomado & { expiresAt: Date | string }>(
    `DELETE FROM llaves_retos WHERE reto = $1 AND tipo = $2 AND id_cliente IS NOT DISTINCT FROM $3
     RETURNING rp_id AS "rpId", origenes, expires_at AS "expiresAt"`,
    [reto, tipo, idCliente],
  );
  if (!fila || new Date(fila.expiresAt) <= now) return undefined;
  return { rpId: fila.rpId, origenes: fila.origenes };
}

/** The customer's passkeys, oldest first. */
export async function llavesDe(db: Queryable, idCliente: number): Promise<LlaveGuardada[]> {
  const filas = await db.query<Fila>(
    `SELECT ${columnas()} FROM llaves_acceso WHERE id_cliente = $1 ORDER BY created_at, id_llave`,
    [idCliente],
  );
  return filas.map(llave);
}

/**
 * The passkey with this credential id, with its owner's user handle; only while the owner still has a
 * web user (what a password login requires too).
 */
export async function llavePorCredencial(
  db: Queryable,
  credencial: string,
): Promise<(LlaveGuardada & { usuario: Uint8Array<ArrayBuffer> }) | undefined> {
  const fila = await db.maybe<Fila & { usuario: Uint8Array }>(
    `SELECT ${columnas('l')}, u.usuario
       FROM llaves_acceso l
       JOIN llaves_usuarios u USING (id_cliente)
       JOIN usuarios_web w ON w.id_cliente = l.id_cliente
      WHERE l.credencial = $1`,
    [credencial],
  );
  return fila && { ...llave(fila), usuario: new Uint8Array(fila.usuario) };
}

/**
 * Stores a new passkey unless its credential id is stored already (then undefined), and unless the
 * customer has `max` already (then undefined too; the caller tells them apart beforehand).
 */
export async function guardarLlave(
  db: Queryable,
  l: {
    idCliente: number;
    credencial: string;
    clavePublica: Uint8Array;
    contador: number;
    transportes: string[];
    dispositivo: string;
    now: Date;
  },
): Promise<LlaveGuardada | undefined> {
  const fila = await db.maybe<Fila>(
    `INSERT INTO llaves_acceso (id_cliente, credencial, clave_publica, contador, transportes, dispositivo, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (credencial) DO NOTHING
     RETURNING ${columnas()}`,
    [l.idCliente, l.credencial, l.clavePublica, l.contador, l.transportes, l.dispositivo, l.now],
  );
  return fila && llave(fila);
}

/**
 * Records a use: the new signature counter and when. Refused (false) when the counter did not move
 * forward since it was read, so two answers racing with one counter value count once. A counter of 0
 * (an authenticator that keeps none, as synced passkeys do) always passes.
 */
export async function usarLlave(
  db: Queryable,
  idLlave: number,
  contador: number,
  now: Date,
): Promise<boolean> {
  const filas = await db.query(
    `UPDATE llaves_acceso SET contador = $2, last_used_at = $3
      WHERE id_llave = $1 AND (contador < $2 OR (contador = 0 AND $2 = 0))
      RETURNING 1`,
    [idLlave, contador, now],
  );
  return filas.length === 1;
}

/** Deletes one of the customer's passkeys; answers its label, or undefined if it is not theirs. */
export async function eliminarLlave(
  db: Queryable,
  idCliente: number,
  idLlave: number,
): Promise<string | undefined> {
  const fila = await db.maybe<{ dispositivo: string }>(
    'DELETE FROM llaves_acceso WHERE id_llave = $1 AND id_cliente = $2 RETURNING dispositivo',
    [idLlave, idCliente],
  );
  return fila?.dispositivo;
}
