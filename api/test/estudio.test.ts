import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AlcanceRespuestaSchema,
  AprobadaSchema,
  AuditoriaSchema,
  BorradorCreadoSchema,
  CampanaInvalidaSchema,
  ComparacionSchema,
  ErrorEstudioSchema,
  ESTUDIO_RUTAS,
  EstudioBorradoresSchema,
  EstudioBorradorSchema,
  EstudioCampanaSchema,
  EstudioVersionSchema,
  ImagenSubidaSchema,
  RestauradaSchema,
  RevisionSchema,
} from '@area-cliente/shared/contract';
import type { LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishCampaign, readCampaignHistory } from '../src/campanas/publicar';
import { REPO_ROOT } from '../src/paths';
import { sembrar } from './datos';
import { personalEstudio } from './estudio/personal';
import { startApp, tokenFor, type TestApp } from './helpers';

// Marketing's studio API: drafts, four-eyes review, publication through the one publishing core of
// `pnpm campaign:*`, scheduling, rollback, comparison, reach and audit, each route with its roles.
let t: TestApp;
let deployDir: string;
const { abrir, como, cookie } = personalEstudio();
const INICIAL = join(REPO_ROOT, 'campaigns', 'inicial', 'campana.json');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);

/** The answer's body, checked against the contract's schema the studio's host reads it with. */
const conforme = <S extends v.GenericSchema>(schema: S, res: LightMyRequestResponse) =>
  v.parse(schema, res.json());
const puntero = () => readFile(join(deployDir, 'campaign.json'), 'utf8');
const viva = async () => {
  const { version } = JSON.parse(await puntero()) as { version: string };
  return JSON.parse(await readFile(join(deployDir, 'campaigns', version, 'campana.json'), 'utf8')) as {
    version: string;
    campaign: { cards: { id: string; data: Record<string, unknown> }[] };
  };
};

async function nuevoBorrador(quien = 'editora') {
  const res = await como(quien, {
    method: 'POST',
    url: ESTUDIO_RUTAS.borradores,
    payload: { desde: 'viva' },
  });
  expect(res.statusCode).toBe(200);
  const { id } = conforme(BorradorCreadoSchema, res);
  const b = conforme(
    EstudioBorradorSchema,
    await como(quien, { method: 'GET', url: `/estudio/api/borradores/${id}` }),
  );
  return { id, revision: b.revision, campana: b.campana as unknown as { cards: Card[] } };
}

async function editarTitulo(
  id: number,
  revision: number,
  campana: unknown,
  titulo: string,
  quien = 'editora',
) {
  const doc = structuredClone(campana) as { cards: { id: string; data: Record<string, unknown> }[] };
  doc.cards.find((c) => c.id === 'sorteo-viaje')!.data.titulo = titulo;
  return como(quien, {
    method: 'PUT',
    url: `/estudio/api/borradores/${id}`,
    payload: { revision, campana: doc },
  });
}

beforeAll(async () => {
  deployDir = await mkdtemp(join(tmpdir(), 'ac-estudio-'));
  t = await startApp({ deployDir });
  await publishCampaign(INICIAL, deployDir, t.clock.now());
  await abrir(t, {
    editora: ['editor'],
    editor2: ['editor'],
    aprobador: ['publicador'],
    ambos: ['editor', 'publicador'],
    atencion: ['atencion'],
  });
});
afterAll(async () => {
  await t.close();
  await rm(deployDir, { recursive: true, force: true });
});

describe('studio API access', () => {
  it('answers 404 to a customer token, 401 without a staff session, 403 CSRF without X-Estudio', async () => {
    const token = await tokenFor(t.app, '12345678Z');
    for (const url of [ESTUDIO_RUTAS.campana, ESTUDIO_RUTAS.borradores, ESTUDIO_RUTAS.auditoria]) {
      expect((await t.app.inject({ method: 'GET', url, headers: { 'auth-token': token } })).statusCode).toBe(
        404,
      );
      const sin = await t.app.inject({ method: 'GET', url });
      expect([sin.statusCode, sin.json()]).toEqual([401, { codigo: 'SIN_SESION' }]);
    }
    const csrf = await t.app.inject({
      method: 'POST',
      url: ESTUDIO_RUTAS.borradores,
      headers: { cookie: cookie('editora') },
      payload: { desde: 'viva' },
    });
    expect([csrf.statusCode, csrf.json()]).toEqual([403, { codigo: 'CSRF' }]);
  });

  it('keeps atencion out of the campaign, and a publicador from drafting', async () => {
    expect((await como('atencion', { method: 'GET', url: ESTUDIO_RUTAS.campana })).json()).toMatchObject({
      codigo: 'SIN_ROL',
    });
    const res = await como('aprobador', {
      method: 'POST',
      url: ESTUDIO_RUTAS.borradores,
      payload: { desde: 'viva' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('drafts and their review', () => {
  it('starts a draft from the live campaign with its images, and saves an edit by revision', async () => {
    const b = await nuevoBorrador();
    const detalle = (await como('editora', { method: 'GET', url: `/estudio/api/borradores/${b.id}` })).json();
    expect(detalle).toMatchObject({ estado: 'borrador', autor: 'editora', revision: 1 });
    expect(detalle.imagenes).toEqual(['sorteo-freidora.png', 'sorteo-viaje.png']);
    const guardado = await editarTitulo(b.id, 1, b.campana, 'Nuevo título del viaje');
    expect(conforme(RevisionSchema, guardado)).toEqual({ revision: 2 });
    const viejo = await editarTitulo(b.id, 1, b.campana, 'Otro');
    expect([viejo.statusCode, conforme(ErrorEstudioSchema, viejo).codigo]).toEqual([409, 'REVISION_ANTIGUA']);
    const imagen = await como('editora', {
      method: 'GET',
      url: `/estudio/api/borradores/${b.id}/imagenes/sorteo-viaje.png`,
    });
    expect(imagen.headers['content-type']).toBe('image/png');
  });

  it.each([
    ['a missing title', (c: Card[]) => delete c[3]!.data.titulo, 'cards[3].data.titulo', 'falta este campo'],
    [
      'a link that is not https',
      (c: Card[]) => (c[3]!.data.condiciones = { texto: 'Bases', url: 'http://example.com/bases' }),
      'cards[3].data.condiciones.url',
      'debe empezar por https://',
    ],
    [
      'a card kind the offers remote cannot draw',
      (c: Card[]) => (c[0]!.kind = 'carrusel'),
      'cards[0].kind',
      '"kind" debe ser uno de',
    ],
    [
      'an image the draft lacks',
      (c: Card[]) => (c[3]!.data.imagen = 'otra.png'),
      'cards[3].data.imagen',
      'falta la imagen otra.png',
    ],
  ])('refuses %s with a field problem and changes nothing', async (_n, romper, ruta, mensaje) => {
    const antes = await puntero();
    const b = await nuevoBorrador();
    const doc = structuredClone(b.campana) as { cards: Card[] };
    romper(doc.cards);
    const res = await como('editora', {
      method: 'PUT',
      url: `/estudio/api/borradores/${b.id}`,
      payload: { revision: 1, campana: doc },
    });
    expect(res.statusCode).toBe(422);
    const body = conforme(CampanaInvalidaSchema, res);
    expect(body.problemas).toContainEqual({ ruta, mensaje: expect.stringContaining(mensaje) });
    expect(
      (await como('editora', { method: 'GET', url: `/estudio/api/borradores/${b.id}` })).json().revision,
    ).toBe(1);
    expect(await puntero()).toBe(antes);
  });

  it('checks uploads as publishing does: no SVG, not oversized, the type the bytes say', async () => {
    const b = await nuevoBorrador();
    const subir = (tipo: string, body: Buffer, nombre = 'nueva.png') =>
      como('editora', {
        method: 'POST',
        url: `/estudio/api/borradores/${b.id}/imagenes`,
        headers: { 'content-type': tipo, 'x-nombre': nombre },
        payload: body,
      });
    const svg = await subir(
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'a.svg',
    );
    expect([svg.statusCode, svg.json().mensaje]).toEqual([422, expect.stringContaining('SVG')]);
    const grande = await subir('image/png', Buffer.concat([PNG, Buffer.alloc(301 * 1024)]));
    expect([grande.statusCode, grande.json().mensaje]).toEqual([
      422,
      expect.stringContaining('el máximo es 300 KB'),
    ]);
    const falsa = await subir('image/png', Buffer.from('GIF89a not a png at all'));
    expect([falsa.statusCode, falsa.json().mensaje]).toEqual([
      422,
      expect.stringContaining('no es una imagen PNG'),
    ]);
    const buena = await subir('image/png', PNG, 'Viaje Nuevo.PNG');
    expect(conforme(ImagenSubidaSchema, buena)).toEqual({ nombre: 'viaje-nuevo.png' });
    const doc = structuredClone(b.campana);
    doc.cards[3]!.data.imagen = 'viaje-nuevo.png';
    const res = await como('editora', {
      method: 'PUT',
      url: `/estudio/api/borradores/${b.id}`,
      payload: { revision: 1, campana: doc },
    });
    expect(res.json()).toEqual({ revision: 2 });
  });

  it('four eyes: an editor cannot approve, the author cannot approve their own, a publicador can', async () => {
    const b = await nuevoBorrador('ambos');
    await editarTitulo(b.id, 1, b.campana, 'Título aprobado por otro', 'ambos');
    expect(
      (await como('ambos', { method: 'POST', url: `/estudio/api/borradores/${b.id}/enviar` })).statusCode,
    ).toBe(204);
    const editor = await como('editora', {
      method: 'POST',
      url: `/estudio/api/borradores/${b.id}/aprobar`,
      payload: {},
    });
    expect([editor.statusCode, editor.json().codigo]).toEqual([403, 'SIN_ROL']);
    const autor = await como('ambos', {
      method: 'POST',
      url: `/estudio/api/borradores/${b.id}/aprobar`,
      payload: {},
    });
    expect([autor.statusCode, autor.json().codigo]).toEqual([403, 'AUTOR_NO_APRUEBA']);
    const antes = (await viva()).version;
    const ok = await como('aprobador', {
      method: 'POST',
      url: `/estudio/api/borradores/${b.id}/aprobar`,
      payload: {},
    });
    expect(conforme(AprobadaSchema, ok)).toMatchObject({ estado: 'publicada', version: expect.any(String) });
    const live = await viva();
    expect(live.version).toBe(ok.json().version);
    expect(live.version).not.toBe(antes);
    expect(live.campaign.cards.find((c) => c.id === 'sorteo-viaje')!.data.titulo).toBe(
      'Título aprobado por otro',
    );
    // The same history the CLI writes.
    expect(readCampaignHistory(deployDir).at(-1)).toMatchObject({ version: live.version });
    const lista = conforme(
      EstudioBorradoresSchema,
      await como('editora', { method: 'GET', url: ESTUDIO_RUTAS.borradores }),
    );
    expect(lista.borradores.find((x: { id: number }) => x.id === b.id)).toMatchObject({
      estado: 'publicada',
      version: live.version,
    });
  });

  it('rejects with a reason, back to the author to edit', async () => {
    const b = await nuevoBorrador();
    await como('editora', { method: 'POST', url: `/estudio/api/borradores/${b.id}/enviar` });
    const sinMotivo = await como('aprobador', {
      method: 'POST',
      url: `/estudio/api/borradores/${b.id}/rechazar`,
      payload: {},
    });
    expect(sinMotivo.statusCode).toBe(400);
    await como('aprobador', {
      method: 'POST',
      url: `/estudio/api/borradores/${b.id}/rechazar`,
      payload: { motivo: 'El título es largo' },
    });
    const detalle = (await como('editora', { method: 'GET', url: `/estudio/api/borradores/${b.id}` })).json();
    expect(detalle).toMatchObject({ estado: 'rechazada', motivoRechazo: 'El título es largo' });
    expect((await editarTitulo(b.id, 1, b.campana, 'Corto')).json()).toEqual({ revision: 2 });
  });

  it('schedules for a later minute (never the past) and one round publishes it when due', async () => {
    const b = await nuevoBorrador();
    await editarTitulo(b.id, 1, b.campana, 'Título programado');
    await como('editora', { method: 'POST', url: `/estudio/api/borradores/${b.id}/enviar` });
    const antes = await puntero();
    const pasado = await como('aprobador', {
      method: 'POST',
      url: `/estudio/api/borradores/${b.id}/aprobar`,
      payload: { para: new Date(t.clock.now().getTime() - 60_000).toISOString() },
    });
    expect([pasado.statusCode, pasado.json().problemas]).toEqual([
      422,
      [{ ruta: 'para', mensaje: expect.stringContaining('ya han pasado') }],
    ]);
    const para = new Date(t.clock.now().getTime() + 2 * 60_000).toISOString();
    const ok = await como('aprobador', {
      method: 'POST',
      url: `/estudio/api/borradores/${b.id}/aprobar`,
      payload: { para },
    });
    expect(ok.json()).toEqual({ estado: 'programada', para });
    expect((await como('editora', { method: 'GET', url: ESTUDIO_RUTAS.campana })).json().programadas).toEqual(
      [{ borradorId: b.id, nombre: expect.any(String), para }],
    );
    expect(await t.app.programador.ronda()).toBe(0);
    expect(await puntero()).toBe(antes);
    t.clock.advance(2 * 60_000);
    expect(await t.app.programador.ronda()).toBe(1);
    expect((await viva()).campaign.cards.find((c) => c.id === 'sorteo-viaje')!.data.titulo).toBe(
      'Título programado',
    );
  });

  it('compares a draft with the live campaign, rolls back to an earlier version (publicador only)', async () => {
    const b = await nuevoBorrador();
    const doc = structuredClone(b.campana);
    doc.cards = doc.cards.filter((c) => c.id !== 'lunas');
    doc.cards.find((c) => c.id === 'sorteo-viaje')!.data.titulo = 'Comparado';
    await como('editora', {
      method: 'PUT',
      url: `/estudio/api/borradores/${b.id}`,
      payload: { revision: 1, campana: doc },
    });
    const cmp = conforme(
      ComparacionSchema,
      await como('editora', { method: 'GET', url: `${ESTUDIO_RUTAS.comparar}?borrador=${b.id}` }),
    );
    expect(cmp.nuevas).toEqual([]);
    expect(cmp.cambiadas.map((c) => c.despues.id)).toEqual(['sorteo-viaje']);
    expect(cmp.retiradas.map((c) => c.id)).toEqual(['lunas']);

    const primera = readCampaignHistory(deployDir)[0]!.version;
    const editor = await como('editora', {
      method: 'POST',
      url: ESTUDIO_RUTAS.restaurar,
      payload: { version: primera },
    });
    expect(editor.statusCode).toBe(403);
    const res = await como('aprobador', {
      method: 'POST',
      url: ESTUDIO_RUTAS.restaurar,
      payload: { version: primera },
    });
    expect(conforme(RestauradaSchema, res)).toEqual({ version: primera });
    const documento = conforme(
      EstudioVersionSchema,
      await como('editora', { method: 'GET', url: `/estudio/api/campana/versiones/${primera}` }),
    );
    expect(documento.campana.cards.length).toBeGreaterThan(0);
    expect((await viva()).version).toBe(primera);
    const desconocida = await como('aprobador', {
      method: 'POST',
      url: ESTUDIO_RUTAS.restaurar,
      payload: { version: '20200101-000000-deadbeef' },
    });
    expect(desconocida.statusCode).toBe(422);
    const campana = conforme(
      EstudioCampanaSchema,
      await como('aprobador', { method: 'GET', url: ESTUDIO_RUTAS.campana }),
    );
    expect(campana.viva?.version).toBe(primera);
    expect(campana.versiones.length).toBeGreaterThanOrEqual(3);
  });

  it('audits every action with who and when, as JSON and CSV', async () => {
    const { entradas } = conforme(
      AuditoriaSchema,
      await como('aprobador', { method: 'GET', url: ESTUDIO_RUTAS.auditoria }),
    );
    const hechas = new Set(entradas.map((e) => `${e.accion}:${e.quien}`));
    for (const a of [
      'creado:editora',
      'editado:editora',
      'enviado:ambos',
      'aprobado:aprobador',
      'publicado:aprobador',
      'rechazado:aprobador',
      'programado:aprobador',
      'restaurado:aprobador',
      'imagen:editora',
    ])
      expect(hechas).toContain(a);
    const csv = await como('editora', { method: 'GET', url: ESTUDIO_RUTAS.auditoriaCsv });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lineas = csv.body.trim().split('\r\n');
    expect(lineas[0]).toBe('cuando,quien,accion,borradorId,version,detalle');
    expect(lineas).toHaveLength(entradas.length + 1);
    expect(lineas.some((l) => l.includes('"rechazado"') && l.includes('"El título es largo"'))).toBe(true);
  });
});

describe('reach', () => {
  it('counts the customers an audience reaches in the database, and says only "fewer than 20" below', async () => {
    await sembrar(t, async (d) => {
      for (let i = 0; i < 22; i++) await d.poliza(await d.cliente({}, null), 'VEH');
    });
    const dia = t.clock.now().toISOString().slice(0, 10);
    const res = await como('editora', {
      method: 'POST',
      url: ESTUDIO_RUTAS.alcance,
      payload: { audiencia: { holds: 'auto' }, dia },
    });
    const { n } = await t.db.one<{ n: string }>(
      `SELECT count(DISTINCT p.id_cliente) AS n FROM polizas p JOIN poliza_vehiculo v USING (id_poliza)
       WHERE p.ramo = 'VEH' AND p.estado = 'VIGOR' AND v.tipo_automovil <> 'MOTO'`,
    );
    expect(Number(n)).toBeGreaterThanOrEqual(22);
    expect(conforme(AlcanceRespuestaSchema, res)).toEqual({ clientes: Number(n) });
    const pocos = await como('editora', {
      method: 'POST',
      url: ESTUDIO_RUTAS.alcance,
      payload: { audiencia: { holds: 'decesosPremium' }, dia },
    });
    expect(pocos.json()).toEqual({ menosDe20: true });
    const mal = await como('editora', {
      method: 'POST',
      url: ESTUDIO_RUTAS.alcance,
      payload: { audiencia: { holds: 'barco' }, dia },
    });
    expect(mal.statusCode).toBe(400);
  });
});

type Card = { id: string; kind: string; data: Record<string, unknown> };
