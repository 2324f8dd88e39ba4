import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ENVIO } from '../src/avisos/envio';
import type { Db } from '../src/db';
import { encolarAviso, reclamarAvisos } from '../src/repositories/avisos';
import { sembrar } from './datos';
import { TestClock, testConfig, twoConnections } from './helpers';
import { smtpLocal } from './smtp-local';

/*
 * The queue across instances: two apps (two buildApp, each with its own connection pool on
 * PostgreSQL) send concurrently and every event is delivered once; an instance that dies after
 * claiming rows loses none of them. On PGlite (one connection, so one instance at a time) the
 * restart and the enqueue-once checks run; the concurrent sending runs on PostgreSQL
 * (`node scripts/with-postgres.mjs pnpm exec vitest run --project api api/test/avisos-instancias.test.ts`).
 */

const PG = process.env.DATABASE_URL;
let smtp: Awaited<ReturnType<typeof smtpLocal>>;
let dbs: [Db, Db];
let dropDb: () => Promise<void>;
let idLucia: number;
let idSiniestro: number;
const apps: FastifyInstance[] = [];

/** An instance of the app on connection `i`, its clock `ahead` ms past the real time. */
async function instancia(i: 0 | 1, ahead = 1000): Promise<FastifyInstance> {
  const app = await buildApp(
    testConfig({ email: { url: smtp.url, from: 'avisos@example.com', requireTls: false } }),
    { db: dbs[i], clock: new TestClock(Date.now() + ahead), logger: false },
  );
  await app.ready();
  apps.push(app);
  return app;
}

/** `n` claim state changes of Lucía's claim, as the insurer's systems write them. */
async function cambiosDeEstado(n: number, prefijo: string): Promise<string[]> {
  const id = idSiniestro;
  const estados = Array.from({ length: n }, (_, k) => `${prefijo}_${String(k + 1).padStart(2, '0')}`);
  for (const estado of estados) {
    await dbs[0].query(
      "INSERT INTO siniestro_historial (id_siniestro, fecha, estado, descripcion) VALUES ($1, now(), $2, 'Cambio')",
      [id, estado],
    );
  }
  return estados;
}

const asuntosRecibidos = () => smtp.recibidos.map((m) => m.asunto);
const asunto = (estado: string) => {
  const words = estado.replace(/_/g, ' ').toLowerCase();
  return `Tu siniestro ha pasado a «${words.charAt(0).toUpperCase()}${words.slice(1)}»`;
};

beforeAll(async () => {
  smtp = await smtpLocal();
  ({ dbs, drop: dropDb } = await twoConnections());
  // The first instance migrates and seeds; a round sends what the demo seed queued (its renewal
  // notices), so the tests count only their own events.
  const primera = await instancia(0);
  await primera.avisos.procesar();
  await primera.close();
  // Lucía: the test's own client, with one open claim whose state changes are the events.
  ({ idLucia, idSiniestro } = await sembrar({ db: dbs[0], clock: new TestClock(Date.now()) }, async (d) => {
    const c = await d.cliente();
    const { idSiniestro } = await d.siniestro(await d.poliza(c, 'VEH'), 'ABIERTO');
    return { idLucia: c.idCliente, idSiniestro };
  }));
  smtp.recibidos.length = 0;
}, 120_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await dropDb();
  await smtp.close();
});

describe('the notification queue across instances', { tags: ['engine'] }, () => {
  it('enqueues an event once when 20 callers on both connections see it at once', async () => {
    const now = new Date();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        encolarAviso(dbs[i % 2]!, {
          clave: 'PRUEBA:uno',
          idCliente: idLucia,
          evento: 'DOCUMENTO_NUEVO',
          datos: { numPoliza: 'P-1', documento: 'Anexo' },
          canales: ['EMAIL', 'SMS'],
          now,
        }),
      ),
    );
    const filas = await dbs[0].query(
      "SELECT canal FROM notificaciones WHERE clave = 'PRUEBA:uno' ORDER BY canal",
    );
    expect(filas).toEqual([{ canal: 'EMAIL' }, { canal: 'SMS' }]);
    const app = await instancia(0);
    await app.avisos.procesar();
    await app.close();
    expect(asuntosRecibidos()).toEqual(['Tienes un documento nuevo']);
    smtp.recibidos.length = 0;
  });

  it.skipIf(!PG)('delivers each event exactly once with two instances sending at once', async () => {
    const estados = await cambiosDeEstado(30, 'CONCURRENTE');
    const [a, b] = [await instancia(0), await instancia(1)];
    const porInstancia: [number, number] = [0, 0];
    for (let vuelta = 0; vuelta < 10; vuelta++) {
      const [ra, rb] = await Promise.all([a.avisos.procesar(), b.avisos.procesar()]);
      porInstancia[0] += ra.enviadas;
      porInstancia[1] += rb.enviadas;
      if (ra.enviadas + rb.enviadas + ra.omitidas + rb.omitidas === 0) break;
    }
    expect(asuntosRecibidos().sort()).toEqual(estados.map(asunto).sort());
    // Both took part: SKIP LOCKED gave them different rows, not the same ones twice.
    expect(porInstancia[0] + porInstancia[1]).toBe(30);
    expect(porInstancia[0]).toBeGreaterThan(0);
    expect(porInstancia[1]).toBeGreaterThan(0);
    const { n } = await dbs[0].one<{ n: number }>(
      "SELECT count(*)::int AS n FROM notificaciones WHERE evento = 'SINIESTRO_ESTADO' AND estado = 'ENVIADA' AND intentos = 1",
    );
    expect(n).toBe(30);
    await a.close();
    await b.close();
    smtp.recibidos.length = 0;
  });

  it('loses nothing when an instance dies after claiming rows: another sends them after the lease', async () => {
    const estados = await cambiosDeEstado(12, 'REINICIO');
    const a = await instancia(0);
    // The dying instance claims (as a round does) and never sends: closed mid-way.
    const now = a.clock.now();
    const reclamadas = await reclamarAvisos(a.db, now, new Date(now.getTime() + ENVIO.leaseMs), 100);
    expect(reclamadas.length).toBe(24);
    await a.close();

    // Restarted within the lease: the rows are not due yet, so nothing is sent twice.
    const b = await instancia(PG ? 1 : 0);
    expect(await b.avisos.procesar()).toMatchObject({ enviadas: 0 });
    expect(smtp.recibidos).toHaveLength(0);
    await b.close();

    // After the lease, the new instance sends every one, once.
    const c = await instancia(PG ? 1 : 0, ENVIO.leaseMs + 2000);
    expect(await c.avisos.procesar()).toMatchObject({ enviadas: 12, omitidas: 12 });
    expect(asuntosRecibidos().sort()).toEqual(estados.map(asunto).sort());
    expect(await c.avisos.procesar()).toMatchObject({ enviadas: 0, omitidas: 0 });
    await c.close();
  });

  it('closes while a round is sending: the round ends its rows first, the next instance sends the rest', async () => {
    smtp.recibidos.length = 0;
    const estados = await cambiosDeEstado(25, 'CIERRE');
    const a = await instancia(0);
    const ronda = a.avisos.procesar();
    // Closing waits for the round under way (onClose) and stops it after the row it is sending.
    await a.close();
    const hechas = await ronda;
    const b = await instancia(PG ? 1 : 0, ENVIO.leaseMs + 2000);
    await b.avisos.procesar();
    await b.close();
    expect(asuntosRecibidos().sort()).toEqual(estados.map(asunto).sort());
    expect(hechas.enviadas).toBeLessThan(25);
  });
});
