import { Codigo } from '@area-cliente/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Db, Queryable } from '../src/db';
import type { Sql } from '../src/db/types';
import { isoDay } from '../src/lib/clock';
import { errorForLog } from '../src/lib/redact';
import { CLAVE, type ClientePrueba, sembrar } from './datos';
import { API, freshDb, login, testConfig, TestClock } from './helpers';
import { pinPara } from './segundo-factor-pin';
import type { FastifyInstance } from 'fastify';

// Personal data the requests below carry; no log line may hold any of it.
const TELEFONO = '699887766';
const EMAIL = 'lucia.privada@example.com';
const DESCRIPCION = `Me golpeó por detrás en la rotonda y me duele el cuello; escríbeme a ${EMAIL}.`;
const LUGAR = 'Calle de la Intimidad 13, Cuenca';
const PERSONAL = [TELEFONO, EMAIL, DESCRIPCION, LUGAR, 'duele el cuello', 'Intimidad'];

let fallar: RegExp | null = null;

/** The database, but a statement matching `fallar` fails in the database with all its parameters. */
function conFallo(q: Queryable): Queryable {
  const run =
    <K extends 'query' | 'one' | 'maybe'>(method: K) =>
    (sql: Sql, params: readonly unknown[] = []) =>
      fallar && typeof sql === 'string' && fallar.test(sql)
        ? q.query('SELECT $1::text::int', [JSON.stringify(params)])
        : q[method](sql, params);
  return {
    query: run('query'),
    one: run('one'),
    maybe: run('maybe'),
    exec: (sql) => q.exec(sql),
  } as Queryable;
}

let db: Db;
let drop: () => Promise<void>;
let app: FastifyInstance;
const lines: string[] = [];
const clock = new TestClock();
let cliente: ClientePrueba;
let idCoche: number;

beforeAll(async () => {
  ({ db, drop } = await freshDb());
  const wrapped: Db = {
    ...db,
    ...conFallo(db),
    transaction: (fn) => db.transaction((tx) => fn(conFallo(tx))),
  };
  app = await buildApp(testConfig({ logLevel: 'debug' }), {
    db: wrapped,
    clock,
    logger: { write: (line: string) => void lines.push(line) },
  });
  await app.ready();
  // A client with a car policy in force, to declare a claim on.
  [cliente, idCoche] = await sembrar({ db, clock }, async (d) => {
    const c = await d.cliente();
    return [c, (await d.poliza(c, 'VEH', { efecto: -325 })).idPoliza] as const;
  });
});
afterAll(async () => {
  await app.close();
  await drop();
});

async function token(): Promise<string> {
  const res = await login(app, cliente.nif, CLAVE);
  return res.json<{ data: { token: string } }>().data.token;
}

const post = (path: string, payload: object, auth: string) =>
  app.inject({ method: 'POST', url: `${API}${path}`, headers: { 'auth-token': auth }, payload });

async function declaracion(auth: string) {
  return post(
    '/siniestros/declaracion',
    {
      claveIdempotencia: crypto.randomUUID(),
      idPoliza: idCoche,
      tipo: 'Rotura de lunas',
      fecha: isoDay(clock.now()),
      lugar: LUGAR,
      contrario: null,
      descripcion: DESCRIPCION,
      fotos: [],
      telefono: TELEFONO,
      franjaContacto: 'Tarde (14 a 20 h)',
    },
    auth,
  );
}

const conDatos = () => lines.filter((line) => PERSONAL.some((dato) => line.includes(dato)));

describe('an unhandled database error', () => {
  it('logs its code, message and statement, never its parameters nor the request body', async () => {
    const auth = await token();
    fallar = /INSERT INTO declaraciones/;
    const desde = lines.length;
    const res = await declaracion(auth).finally(() => (fallar = null));
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ codigo: Codigo.ERROR_COMUNICACION });

    const logged = lines
      .slice(desde)
      .map((l) => JSON.parse(l) as { msg: string; err?: Record<string, unknown> });
    const error = logged.find((l) => l.msg === 'Unhandled error')?.err;
    expect(error).toMatchObject({
      type: 'error',
      code: '22P02',
      message: 'invalid input syntax for type integer: "[redacted]"',
      query: 'SELECT $1::text::int',
    });
    expect(error).not.toHaveProperty('params');
    expect(conDatos()).toEqual([]);
  });
});

describe('errorForLog', () => {
  it('keeps the names a database error gives and drops its detail and parameters', () => {
    const err = Object.assign(
      new Error('duplicate key value violates unique constraint "clientes_email_key"'),
      {
        code: '23505',
        constraint: 'clientes_email_key',
        table: 'clientes',
        detail: `Key (email)=(${EMAIL}) already exists.`,
        params: [EMAIL, TELEFONO],
      },
    );
    const logged = errorForLog(new Error('wrapped', { cause: err }));
    expect(logged.cause).toMatchObject({
      message: 'duplicate key value violates unique constraint "clientes_email_key"',
      code: '23505',
      table: 'clientes',
      constraint: 'clientes_email_key',
    });
    expect(JSON.stringify(logged)).not.toContain(EMAIL);
    expect(JSON.stringify(logged)).not.toContain(TELEFONO);
    expect(errorForLog(new Error(`value "${TELEFONO}" is out of range`)).message).toBe('value "[redacted]"');
  });
});

describe('the logs of typical requests', () => {
  it('hold no declaration text, phone or e-mail', async () => {
    const auth = await token();
    expect((await login(app, cliente.nif, 'NoEsLaClave1')).json().codigo).not.toBe(0);
    expect(
      (await app.inject({ method: 'GET', url: `${API}/portfolio`, headers: { 'auth-token': auth } }))
        .statusCode,
    ).toBe(200);
    expect((await declaracion(auth)).json().codigo).toBe(0);
    const telefono = await post(
      '/cliente/actualizaTelefono',
      {
        telefono: TELEFONO,
        polizas: [],
        pin: await pinPara({ app, db, clock }, auth, cliente.telefono, 'telefono'),
      },
      auth,
    );
    expect(telefono.json().codigo, telefono.body).toBe(0);
    const email = await post(
      '/cliente/actualizaEmail',
      { email: EMAIL, polizas: [], pin: await pinPara({ app, db, clock }, auth, TELEFONO, 'email') },
      auth,
    );
    expect(email.json().codigo, email.body).toBe(0);
    // Refused bodies and a malformed one are not logged either.
    await post('/cliente/actualizaEmail', { email: `${EMAIL}\u0000`, polizas: [] }, auth);
    await app.inject({
      method: 'POST',
      url: `${API}/siniestros/declaracion`,
      headers: { 'auth-token': auth, 'content-type': 'application/json' },
      payload: `{"descripcion": "${DESCRIPCION}", "telefono": "${TELEFONO}"`,
    });
    expect(lines.length).toBeGreaterThan(10);
    expect(conDatos()).toEqual([]);
  });
});
