import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isoDay } from '../src/lib/clock';
import { loadPortfolio, portfolioToStore, storePortfolio } from '../src/repositories/portfolio';
import type { Queryable, Sql } from '../src/db/types';
import { type ClientePrueba, entrar, sembrar } from './datos';
import { API, get, startApp, type TestApp } from './helpers';

// GET portfolio answers from its stored answer (migration 012): never older than the data, the day
// or the caller.
let t: TestApp;
let cliente: ClientePrueba;
let lucia: string;
let idLucia: number;
/** The office the test's clients are looked after by (an owner id no demo customer has). */
const OFICINA = 93101;
beforeAll(async () => {
  t = await startApp();
  await sembrar(t, (d) =>
    d.s.insert('oficinas', {
      id_owner: OFICINA,
      nombre: 'Oficina de Prueba',
      direccion: 'Calle de Prueba 1, 28010 Madrid',
      email: 'oficina.prueba@example.com',
      horario: 'De lunes a viernes, de 9:00 a 14:00',
    }),
  );
});
afterAll(() => t.close());
/**
 * Each test starts from a new client with something in every list the portfolio shows: a policy of each
 * line with its own table (the car one taken within the TV draw's window), a premium funeral one, a
 * claim, a receipt due, a friend coupon and an office.
 */
beforeEach(async () => {
  cliente = await sembrar(t, async (d) => {
    const c = await d.cliente({ id_owner_propio_cliente: OFICINA });
    const coche = await d.poliza(c, 'VEH', { efecto: -10 });
    for (const ramo of ['HOG', 'MOV', 'NEG', 'MASC'] as const) await d.poliza(c, ramo);
    await d.poliza(c, 'DEC', { common: { es_decesos_premium: true } });
    await d.siniestro(coche, 'ABIERTO');
    await d.recibo(coche, 'PENDIENTE', { dias: -3 });
    await d.s.cuponAmigo(c.idCliente, `AMIGO${c.idCliente}`, 'asignado', coche.idPoliza, -200);
    return c;
  });
  idLucia = cliente.idCliente;
  lucia = await entrar(t.app, cliente);
});

const portfolio = async (token = lucia) => {
  const res = await get(t.app, '/portfolio', token);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
/** What the portfolio is now, computed from the tables without any stored answer. */
const computed = async (id = idLucia) => loadPortfolio(t.db, id, isoDay(t.clock.now()));
const stored = () =>
  t.db.query<{ dia: string }>('SELECT dia::text AS dia FROM portfolios_guardados WHERE id_cliente = $1', [
    idLucia,
  ]);

/** A policy of the client's of one line, in force. */
const poliza = async (ramo: string) =>
  (
    await t.db.one<{ id: number }>(
      "SELECT id_poliza AS id FROM polizas WHERE id_cliente = $1 AND ramo = $2 AND estado = 'VIGOR' ORDER BY id_poliza LIMIT 1",
      [idLucia, ramo],
    )
  ).id;

// One change per table the portfolio reads, made as any writer would: straight to the database.
const CHANGES: [string, () => Promise<unknown>][] = [
  [
    'clientes',
    () => t.db.query("UPDATE clientes SET telefono = '699000111' WHERE id_cliente = $1", [idLucia]),
  ],
  [
    'polizas',
    async () =>
      t.db.query("UPDATE polizas SET producto = 'Auto Nuevo' WHERE id_poliza = $1", [await poliza('VEH')]),
  ],
  [
    'poliza_vehiculo',
    async () =>
      t.db.query("UPDATE poliza_vehiculo SET matricula = '0000 ZZZ' WHERE id_poliza = $1", [
        await poliza('VEH'),
      ]),
  ],
  [
    'poliza_hogar',
    async () =>
      t.db.query("UPDATE poliza_hogar SET direccion_corta = 'C/ Nueva 1' WHERE id_poliza = $1", [
        await poliza('HOG'),
      ]),
  ],
  [
    'poliza_movilidad',
    async () =>
      t.db.query("UPDATE poliza_movilidad SET subtipo_veh_desc = 'Monociclo' WHERE id_poliza = $1", [
        await poliza('MOV'),
      ]),
  ],
  [
    'poliza_negocio',
    async () =>
      t.db.query("UPDATE poliza_negocio SET nombre_neg = 'Otro negocio' WHERE id_poliza = $1", [
        await poliza('NEG'),
      ]),
  ],
  [
    'poliza_mascota',
    async () =>
      t.db.query("UPDATE poliza_mascota SET nombre = 'Rex' WHERE id_poliza = $1", [await poliza('MASC')]),
  ],
  [
    'siniestros',
    () =>
      t.db.query(
        "UPDATE siniestros SET titulo = 'Otro título' WHERE id_poliza IN (SELECT id_poliza FROM polizas WHERE id_cliente = $1)",
        [idLucia],
      ),
  ],
  [
    'recibos',
    () =>
      t.db.query(
        "UPDATE recibos SET pagable = false WHERE estado = 'PENDIENTE' AND id_poliza IN (SELECT id_poliza FROM polizas WHERE id_cliente = $1)",
        [idLucia],
      ),
  ],
  ['cupones_amigo', () => t.db.query('DELETE FROM cupones_amigo WHERE id_cliente = $1', [idLucia])],
  [
    'sorteo_participaciones',
    () =>
      t.db.query(
        "INSERT INTO sorteo_participaciones (id_sorteo, id_cliente) SELECT id_sorteo, $1 FROM sorteos WHERE codigo = 'TV'",
        [idLucia],
      ),
  ],
  [
    'tarjetas_decesos_premium',
    () =>
      t.db.query('INSERT INTO tarjetas_decesos_premium (id_cliente) VALUES ($1) ON CONFLICT DO NOTHING', [
        idLucia,
      ]),
  ],
  [
    'poliza_solicitudes_baja',
    async () =>
      t.db.query(
        `INSERT INTO poliza_solicitudes_baja (id_poliza, tipo, fecha, referencia, created_at)
         VALUES ($1, 'NO_RENOVAR', current_date + 30, 'NR-PRUEBA0001', now())`,
        [await poliza('VEH')],
      ),
  ],
  ['sorteos', () => t.db.query("UPDATE sorteos SET fecha_fin = fecha_inicio WHERE codigo = 'TV'")],
  [
    'oficinas',
    () => t.db.query("UPDATE oficinas SET horario = 'Cerrado por obras' WHERE id_owner = $1", [OFICINA]),
  ],
];

/**
 * The tables the portfolio statement reads, as PostgreSQL plans it (not as anyone lists them): the
 * statements `loadPortfolio` runs, explained with their parameters, every "Relation Name" in the plans.
 */
async function tablesThePortfolioReads(db: Queryable, idCliente: number, today: string): Promise<string[]> {
  const ran: { sql: Sql; params: readonly unknown[] }[] = [];
  const recording: Queryable = {
    ...db,
    query: (sql, params = []) => (ran.push({ sql, params }), db.query(sql, params)),
    one: (sql, params = []) => (ran.push({ sql, params }), db.one(sql, params)),
    maybe: (sql, params = []) => (ran.push({ sql, params }), db.maybe(sql, params)),
  };
  await loadPortfolio(recording, idCliente, today);
  const tables = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'Relation Name' && typeof value === 'string') tables.add(value);
      else walk(value);
    }
  };
  for (const { sql, params } of ran) {
    const text = typeof sql === 'string' ? sql : sql.text;
    const plans = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${text}`, params);
    walk(plans.map((row) => row['QUERY PLAN']));
  }
  return [...tables].sort();
}

/** Tables with the generation trigger for inserts, updates and deletes (pg_trigger.tgtype bits 4, 16, 8). */
const tablesWithGenerationTrigger = async (db: Queryable) =>
  (
    await db.query<{ tabla: string }>(
      `SELECT c.relname AS tabla FROM pg_trigger tg
         JOIN pg_class c ON c.oid = tg.tgrelid JOIN pg_proc f ON f.oid = tg.tgfoid
        WHERE f.proname = 'portfolio_olvida' AND NOT tg.tgisinternal
        GROUP BY c.relname HAVING bit_or(tg.tgtype::int) & (4 | 8 | 16) = (4 | 8 | 16)`,
    )
  ).map((r) => r.tabla);

describe('what the stored answer depends on', () => {
  it('every table the portfolio statement reads bumps the generation on insert, update and delete', async () => {
    const read = await tablesThePortfolioReads(t.db, idLucia, isoDay(t.clock.now()));
    expect(read).toContain('polizas');
    const guarded = await tablesWithGenerationTrigger(t.db);
    expect(read.filter((tabla) => !guarded.includes(tabla))).toEqual([]);
  });

  it('has a change test above for every table the portfolio statement reads', async () => {
    const read = await tablesThePortfolioReads(t.db, idLucia, isoDay(t.clock.now()));
    expect(CHANGES.map(([tabla]) => tabla).sort()).toEqual(read);
  });
});

describe('GET portfolio from its stored answer', () => {
  it('stores the answer on the first read and serves it again unchanged', async () => {
    expect(await stored()).toEqual([]);
    const first = await portfolio();
    expect(await stored()).toEqual([{ dia: isoDay(t.clock.now()) }]);
    expect(await portfolio()).toEqual(first);
    expect(first).toEqual(JSON.parse(JSON.stringify(await computed())));
  });

  it.each(CHANGES)('shows a change to %s at once', async (_table, change) => {
    const before = await portfolio();
    await change();
    const after = await portfolio();
    expect(after, 'the change shows in the portfolio').not.toEqual(before);
    expect(after).toEqual(JSON.parse(JSON.stringify(await computed())));
  });

  it('does not store a new answer for an update that changes nothing (the draws sync every 5 s)', async () => {
    await portfolio();
    const gens = () => t.db.query('SELECT clave, gen FROM portfolio_generaciones ORDER BY clave');
    const before = await gens();
    await t.db.query('UPDATE sorteos SET nombre = nombre');
    await t.db.query('UPDATE clientes SET telefono = telefono WHERE id_cliente = $1', [idLucia]);
    expect(await gens()).toEqual(before);
  });

  it('answers for the new day after midnight in Madrid, not the stored day', async () => {
    await portfolio();
    t.clock.advance(24 * 3_600_000);
    lucia = await entrar(t.app, cliente);
    const next = await portfolio();
    expect(await stored()).toEqual([{ dia: isoDay(t.clock.now()) }]);
    expect(next).toEqual(JSON.parse(JSON.stringify(await computed())));
  });

  it('never serves an answer computed before a change, even if it is stored after it', async () => {
    const today = isoDay(t.clock.now());
    const old = await portfolioToStore(t.db, idLucia, today);
    await t.db.query("UPDATE clientes SET telefono = '699000222' WHERE id_cliente = $1", [idLucia]);
    await storePortfolio(t.db, {
      idCliente: idLucia,
      today,
      gen: old.gen,
      genGlobal: old.genGlobal,
      cuerpo: JSON.stringify({ codigo: 0, mensaje: 'OK', data: old.portfolio }),
      cuerpoBr: new Uint8Array(),
    });
    expect((await portfolio()).cliente.telefono).toBe('699000222');
  });

  it('serves each caller their own answer', async () => {
    await portfolio();
    const otro = await sembrar(t, (d) => d.cliente({ pureza_puro_mmt: false }));
    const mediado = await entrar(t.app, otro);
    expect((await portfolio(mediado)).cliente.numDoc).toBe(otro.nif);
    expect((await portfolio()).cliente.numDoc).toBe(cliente.nif);
  });

  it('answers 20 concurrent first reads alike', { tags: ['engine'] }, async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(t.app, '/portfolio', lucia)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await stored()).toHaveLength(1);
  });

  it('sends the stored brotli bytes to a browser that takes them, and plain or gzip JSON otherwise', async () => {
    const asked = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: `${API}/portfolio`,
        headers: { 'auth-token': lucia, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await asked();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (let i = 0; i < 2; i++) {
      // The first read computes and stores; the second is served from the stored bytes.
      const br = await asked('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    }
    const gzip = await asked('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect((await asked('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('still refuses a session that is not live', async () => {
    expect((await get(t.app, '/portfolio', 'no-such-token')).statusCode).toBe(401);
    expect((await get(t.app, '/portfolio')).statusCode).toBe(401);
  });
});
