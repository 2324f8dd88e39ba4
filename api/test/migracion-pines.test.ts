import { mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type Db } from '../src/db';
import { sha256 } from '../src/lib/crypto';
import { MIGRATIONS_DIR } from '../src/paths';
import { createRegistro } from '../src/repositories/registro';
import { sembrar } from './datos';
import { freshDb, TestClock } from './helpers';

/*
 * The one-PIN-table migration moves the PINs of the three old tables into `pines`: a PIN open at deploy keeps its
 * hash, attempts and lifetime under its purpose, scope and object, and a signing request its PDF.
 */

const now = new Date('2026-05-04T10:00:00Z');
const caduca = new Date(now.getTime() + 600_000);
const hash = (n: number) => Buffer.alloc(32, n);

let db: Db;
let drop: () => Promise<void>;
let antes: string;
beforeAll(async () => {
  ({ db, drop } = await freshDb());
  // Every migration before this one, then rows of each old table, then the rest.
  antes = await mkdtemp(join(tmpdir(), 'migraciones-'));
  const todas = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const esta = todas.findIndex((f) => /^\d{3}_pines_una_tabla\.sql$/.test(f));
  expect(esta).toBeGreaterThan(0);
  for (const f of todas.slice(0, esta)) await symlink(join(MIGRATIONS_DIR, f), join(antes, f));
  await migrate(db, `${antes}/`);
});
afterAll(async () => {
  await drop();
  await rm(antes, { recursive: true, force: true });
});

describe('the one-PIN-table migration', () => {
  it('moves registration, second-factor and signing PINs, and the signing PDF stays bound to its PIN', async () => {
    const { idCliente, idDocumento } = await sembrar(
      { db, clock: new TestClock(now.getTime()) },
      async (d) => {
        const c = await d.cliente();
        const { numSiniestro } = await d.siniestro(await d.poliza(c, 'HOG'), 'ABIERTO', {
          documentos: [['Mandato de gestión de cobro', null]],
        });
        const doc = await d.s.tx.one<{ id: string }>(
          `SELECT d.id_documento AS id FROM siniestro_documentos d JOIN siniestros s USING (id_siniestro)
          WHERE s.num_siniestro = $1`,
          [numSiniestro],
        );
        return { idCliente: c.idCliente, idDocumento: Number(doc.id) };
      },
    );
    await createRegistro(db, {
      token: 'token-del-registro',
      idCliente,
      numDoc: '00000000T',
      tipo: 'ALTA',
      telefonoMascara: '*** *** 123',
      ip: '10.0.0.1',
      now,
      expiresAt: new Date(now.getTime() + 1_800_000),
    });
    const { id: idRegistro } = await db.one<{ id: string }>(
      'SELECT id_registro AS id FROM registros WHERE token_hash = $1',
      [sha256('token-del-registro')],
    );
    await db.query(
      'INSERT INTO sms_pines (id_registro, pin_hash, intentos, created_at, expires_at) VALUES ($1, $2, 2, $3, $4)',
      [idRegistro, hash(1), now, caduca],
    );
    await db.query(
      `INSERT INTO segundo_factor_pines (id_cliente, id_sesion, accion, pin_hash, intentos, created_at, expires_at)
       VALUES ($1, 77, 'direccion', $2, 1, $3, $4)`,
      [idCliente, hash(2), now, caduca],
    );
    await db.query(
      `INSERT INTO firma_solicitudes (id_documento, id_cliente, id_sesion, pdf, sha256, pin_hash,
                                      referencia_envio, intentos, created_at, expires_at)
       VALUES ($1, $2, 77, $3, $4, $5, 'SMS-0123456789', 3, $6, $7)`,
      [idDocumento, idCliente, Buffer.from('%PDF-1.7'), 'a'.repeat(64), hash(3), now, caduca],
    );

    await migrate(db);

    const pines = await db.query<{ proposito: string; ambito: string; objeto: string; intentos: number }>(
      `SELECT proposito, ambito, objeto, intentos FROM pines ORDER BY get_byte(pin_hash, 0)`,
    );
    expect(
      pines.map(({ proposito, ambito, objeto, intentos }) => ({ proposito, ambito, objeto, intentos })),
    ).toEqual([
      { proposito: 'registro', ambito: `registro:${idRegistro}`, objeto: '', intentos: 2 },
      { proposito: 'segundo-factor', ambito: 'sesion:77', objeto: 'direccion', intentos: 1 },
      { proposito: 'firma', ambito: 'sesion:77', objeto: String(idDocumento), intentos: 3 },
    ]);
    const firma = await db.one<{ h: Uint8Array; referencia: string }>(
      `SELECT p.pin_hash AS h, f.referencia_envio AS referencia FROM firma_solicitudes f JOIN pines p USING (id_pin)`,
    );
    expect(Buffer.from(firma.h)).toEqual(hash(3));
    expect(firma.referencia).toBe('SMS-0123456789');
    const viejas = await db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_tables WHERE tablename IN ('sms_pines', 'segundo_factor_pines')",
    );
    expect(viejas.n).toBe(0);
  });
});
