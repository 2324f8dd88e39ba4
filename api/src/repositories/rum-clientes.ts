import { createHmac, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db';

/** A page load's beacon: who it counts as (a salted key, never an address or an id) and whether signed in. */
export type Beacon = { cliente: string; conSesion: boolean };

/** What one client may add to one version's figures, ever: beyond it its batches count nothing. */
export const CLIENT_SHARE_CAPS = { vistas: 50, fallos: 10, muestras: 20 } as const;
export type Share = { [K in keyof typeof CLIENT_SHARE_CAPS]: number };

const salts = new WeakMap<Queryable, Promise<Buffer>>();

/** The deployment's salt, made by the first instance that needs it and read by every other. */
function saltOf(db: Db): Promise<Buffer> {
  let salt = salts.get(db);
  if (!salt) {
    salt = (async () => {
      await db.query('INSERT INTO rum_sal (sal) VALUES ($1) ON CONFLICT DO NOTHING', [randomBytes(32)]);
      const row = await db.one<{ sal: Buffer | Uint8Array }>('SELECT sal FROM rum_sal');
      return Buffer.from(row.sal);
    })();
    salt.catch(() => salts.delete(db));
    salts.set(db, salt);
  }
  return salt;
}

/** The salted key of `who` ('c:<customer id>' or 'ip:<network>'): equal inputs, equal keys, across instances. */
export async function clientKey(db: Db, who: string): Promise<string> {
  return createHmac('sha256', await saltOf(db))
    .update(who)
    .digest('hex')
    .slice(0, 32);
}

/** Stores a new beacon; answers its id. */
export async function issueBeacon(db: Queryable, beacon: Beacon, caduca: Date): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await db.query('INSERT INTO rum_balizas (id, cliente, con_sesion, caduca) VALUES ($1, $2, $3, $4)', [
    id,
    beacon.cliente,
    beacon.conSesion,
    caduca,
  ]);
  return id;
}

/** A live beacon, or undefined when it was never issued or has expired. */
export async function liveBeacon(db: Queryable, id: string, now: Date): Promise<Beacon | undefined> {
  return db.maybe<Beacon>(
    `SELECT cliente, con_sesion AS "conSesion" FROM rum_balizas WHERE id = $1 AND caduca > $2`,
    [id, now],
  );
}

/** Takes the beacon's batch number `seq`: false when that batch was already counted (a replay). */
export async function claimBatch(tx: Queryable, baliza: string, seq: number): Promise<boolean> {
  const rows = await tx.query(
    'INSERT INTO rum_lotes (baliza, seq) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1',
    [baliza, seq],
  );
  return rows.length === 1;
}

/**
 * Adds what a batch brings for one client and version, up to CLIENT_SHARE_CAPS; answers what was
 * admitted. The row is locked while it is read and raised, so concurrent batches of one client share
 * the cap instead of each seeing room for themselves.
 */
export async function admitShare(
  tx: Queryable,
  key: { remote: string; version: string } & Beacon,
  wanted: Share,
  now: Date,
): Promise<Share> {
  const params = [key.remote, key.version, key.cliente];
  await tx.query(
    `INSERT INTO rum_clientes (remote, version, cliente, con_sesion, ultima) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING`,
    [...params, key.conSesion, now],
  );
  const had = await tx.one<Share>(
    `SELECT vistas, fallos, muestras FROM rum_clientes WHERE remote = $1 AND version = $2 AND cliente = $3
     FOR UPDATE`,
    params,
  );
  const admitted: Share = {
    vistas: Math.max(0, Math.min(wanted.vistas, CLIENT_SHARE_CAPS.vistas - had.vistas)),
    fallos: Math.max(0, Math.min(wanted.fallos, CLIENT_SHARE_CAPS.fallos - had.fallos)),
    muestras: Math.max(0, Math.min(wanted.muestras, CLIENT_SHARE_CAPS.muestras - had.muestras)),
  };
  await tx.query(
    `UPDATE rum_clientes SET vistas = vistas + $4, fallos = fallos + $5, muestras = muestras + $6, ultima = $7
      WHERE remote = $1 AND version = $2 AND cliente = $3`,
    [...params, admitted.vistas, admitted.fallos, admitted.muestras, now],
  );
  return admitted;
}

/** Per version of `remote`: the distinct clients seen since `since`, those signed in, those with a failure. */
export type ClientCounts = { version: string; clientes: number; conSesion: number; conFallos: number };

export async function clientCounts(db: Queryable, remote: string, since: Date): Promise<ClientCounts[]> {
  return db.query<ClientCounts>(
    `SELECT version, count(*)::integer AS clientes,
            count(*) FILTER (WHERE con_sesion)::integer AS "conSesion",
            count(*) FILTER (WHERE fallos > 0)::integer AS "conFallos"
       FROM rum_clientes WHERE remote = $1 AND ultima >= $2 GROUP BY version ORDER BY version`,
    [remote, since],
  );
}
