import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { publishCampaign, readCampaignHistory } from '../src/campanas/publicar';
import type { Db } from '../src/db';
import { REPO_ROOT } from '../src/paths';
import { cambiarEstado, crearBorrador } from '../src/repositories/estudio';
import { TestClock, testConfig, twoConnections } from './helpers';

/*
 * A scheduled campaign is published by exactly one API instance at its minute: two apps (two
 * buildApp, each with its own pool on PostgreSQL) run their rounds at once over the same drafts and
 * deploy folder. On PGlite (one connection) the rounds still race through the event loop; the real
 * concurrency runs on PostgreSQL
 * (`node scripts/with-postgres.mjs pnpm exec vitest run --project api api/test/estudio-programadas.test.ts`).
 */

const INICIAL = join(REPO_ROOT, 'campaigns', 'inicial');
let dbs: [Db, Db];
let drop: () => Promise<void>;
let deployDir: string;
const apps: FastifyInstance[] = [];
const clock = new TestClock(Date.now());

beforeAll(async () => {
  ({ dbs, drop } = await twoConnections());
  deployDir = await mkdtemp(join(tmpdir(), 'ac-programadas-'));
  await publishCampaign(join(INICIAL, 'campana.json'), deployDir, clock.now());
  // The first instance migrates and seeds; then the second joins on the other connection.
  for (const db of dbs) {
    const app = await buildApp(testConfig({ deployDir }), { db, clock, logger: false });
    await app.ready();
    apps.push(app);
  }
}, 120_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await drop();
  await rm(deployDir, { recursive: true, force: true });
});

/** A draft of the initial campaign with its travel card's title changed, approved for `para`. */
async function programada(titulo: string, para: Date): Promise<number> {
  const doc = JSON.parse(await readFile(join(INICIAL, 'campana.json'), 'utf8')) as {
    cards: { id: string; data: Record<string, unknown> }[];
  };
  doc.cards.find((c) => c.id === 'sorteo-viaje')!.data.titulo = titulo;
  const imagenes = new Map<string, Buffer>();
  for (const n of ['sorteo-viaje.png', 'sorteo-freidora.png'])
    imagenes.set(n, await readFile(join(INICIAL, n)));
  const id = await crearBorrador(dbs[0], 'editora', 'Prueba', doc, imagenes, clock.now());
  await cambiarEstado(dbs[0], id, ['borrador'], 'en_revision', clock.now());
  await cambiarEstado(dbs[0], id, ['en_revision'], 'programada', clock.now(), {
    aprobadoPor: 'aprobador',
    programadaPara: para,
  });
  return id;
}

describe('scheduled campaigns across instances', { tags: ['engine'] }, () => {
  it('publishes each due campaign exactly once when two instances run their rounds at once', async () => {
    const para = new Date(clock.now().getTime() + 60_000);
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await programada(`Título programado ${i}`, para));
    const antes = readCampaignHistory(deployDir).length;

    // Before its minute nobody publishes.
    const pronto = await Promise.all(apps.map((a) => a.programador.ronda()));
    expect(pronto).toEqual([0, 0]);

    clock.advance(60_000);
    const hechas = await Promise.all(apps.map((a) => a.programador.ronda()));
    expect(hechas.reduce((a, b) => a + b, 0)).toBe(ids.length);

    const publicados = await dbs[0].query<{ id_borrador: string; n: string }>(
      `SELECT id_borrador, count(*) AS n FROM estudio_auditoria WHERE accion = 'publicado'
       GROUP BY id_borrador ORDER BY id_borrador`,
    );
    expect(publicados.map((p) => [Number(p.id_borrador), Number(p.n)])).toEqual(ids.map((id) => [id, 1]));
    const estados = await dbs[1].query<{ estado: string; version: string | null }>(
      'SELECT estado, version FROM estudio_borradores WHERE id_borrador = ANY($1::bigint[])',
      [ids],
    );
    expect(estados.every((e) => e.estado === 'publicada' && e.version)).toBe(true);
    // Each published once: no version written to the history twice.
    const historia = readCampaignHistory(deployDir).map((h) => h.version);
    expect(historia.length).toBe(antes + ids.length);
    expect(new Set(historia).size).toBe(historia.length);
    // Nothing left for a later round.
    expect(await Promise.all(apps.map((a) => a.programador.ronda()))).toEqual([0, 0]);
  });
});
