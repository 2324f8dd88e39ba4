import { Codigo, SiniestroDetalleSchema, type SiniestroDetalle } from '@area-cliente/shared/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientePrueba, entrar, sembrar } from './datos';
import { API, get, startApp, type TestApp } from './helpers';

let t: TestApp;
let lucia: string;
let antonio: string;
let cliente: ClientePrueba;
beforeAll(async () => {
  t = await startApp();
  // A direct client with claims in every claim line (SIN-7…) and a broker's client with one car claim.
  const [directo, mediado] = await sembrar(t, async (d) => {
    const c = await d.cliente();
    const coche = await d.poliza(c, 'VEH', {
      line: { marca: 'SEAT', modelo: 'León 1.5 TSI FR', matricula: '1234 LMN' },
    });
    await d.siniestro(coche, 'ABIERTO', {
      numSiniestro: 'SIN-7000101',
      tipo: 'Colisión con otro vehículo',
      ocurrencia: -12,
      row: {
        riesgo: 'SEAT León 1.5 TSI FR - 1234 LMN',
        lugar_accidente: 'Glorieta de Cuatro Caminos, Madrid',
        danios: ['Paragolpes trasero', 'Portón', 'Piloto trasero izquierdo'],
        matricula_va: '1234 LMN',
      },
      notificaciones: [
        {
          dias: 1,
          texto: 'Hemos recibido la declaración del siniestro.',
          documentos: ['Parte de declaración.pdf'],
        },
        {
          dias: 3,
          texto: 'Se ha asignado un perito para valorar los daños.',
          documentos: ['Encargo de peritación.pdf'],
        },
        { dias: 6, texto: 'El perito ha emitido su informe de valoración.' },
      ],
      documentos: [
        ['Declaración amistosa de accidente', true],
        ['Conformidad de valoración de daños', false],
        ['Mandato de gestión de cobro', null],
      ],
      contrarios: [{ matricula: '8765 HJK', modelo: 'Renault Mégane', compania: 'Seguros Atlántico' }],
      encargos: [
        { fecha_actuacion: d.s.day(-9), estado: 'FINALIZADO', taller: 'Peritaciones Centro S.L.' },
        { fecha_actuacion: d.s.day(-4), estado: 'EN_CURSO', taller: 'Talleres Hermanos López (Madrid)' },
      ],
    });
    await d.siniestro(await d.poliza(c, 'HOG'), 'ABIERTO', {
      numSiniestro: 'SIN-7000102',
      row: { direccion: 'Calle de Alcalá 120, 3º B', cod_postal: '28009' },
    });
    await d.siniestro(await d.poliza(c, 'MOV'), 'ABIERTO', {
      numSiniestro: 'SIN-7000103',
      tipo: 'Robo',
      row: { lugar_accidente: 'Calle de Goya 40, Madrid' },
    });
    await d.siniestro(await d.poliza(c, 'NEG'), 'CERRADO', {
      numSiniestro: 'SIN-7000044',
      ocurrencia: -330,
      row: { riesgo: 'Librería Alcalá' },
    });
    await d.siniestro(await d.poliza(c, 'ACC'), 'RECHAZADO', {
      numSiniestro: 'SIN-7000030',
      ocurrencia: -160,
      row: { riesgo: c.nombre },
    });
    await d.siniestro(await d.poliza(c, 'MASC'), 'ABIERTO', {
      numSiniestro: 'SIN-7000106',
      row: { especie: 'PERRO', nombre: 'Toby' },
    });

    const m = await d.cliente({ pureza_puro_mmt: false, telefono_owner_propio_cliente: '963334455' });
    await d.siniestro(await d.poliza(m, 'VEH'), 'ABIERTO', {
      numSiniestro: 'SIN-7000201',
      notificaciones: [
        {
          dias: 1,
          texto: 'Tu mediador ha comunicado el siniestro.',
          documentos: ['Parte de declaración.pdf'],
        },
      ],
    });
    return [c, m];
  });
  cliente = directo;
  lucia = await entrar(t.app, directo);
  antonio = await entrar(t.app, mediado);
});
afterAll(() => t.close());

const NO_ENCONTRADO = { codigo: Codigo.ERROR_NEGOCIO, mensaje: 'Recurso no encontrado', data: null };

async function leer(linea: string, num: string, token = lucia): Promise<SiniestroDetalle> {
  const res = await get(t.app, `/siniestros-${linea}/${num}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return v.parse(SiniestroDetalleSchema, res.json().data);
}

async function tokenDescarga(token: string, referencia: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/descargas/token`,
    headers: { 'auth-token': token },
    payload: { tipo: 'DOCUMENTO', referencia },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.tokenDescarga as string;
}

const descargar = (uuid: string, token: string) =>
  t.app.inject({ method: 'GET', url: `${API}/polizas/documento/${uuid}/${token}` });

describe("a broker's client's claim", () => {
  it("carries mediacion with the broker's line; a direct client's carries null", async () => {
    expect((await leer('veh', 'SIN-7000201', antonio)).mediacion).toEqual({ telefono: '963334455' });
    expect((await leer('veh', 'SIN-7000101')).mediacion).toBeNull();
  });
});

describe('GET /siniestros-*/{numSiniestro}', () => {
  it('reads a car claim with notifications newest first, documents, opposing vehicles and experts', async () => {
    const s = await leer('veh', 'SIN-7000101');
    expect(s).toMatchObject({
      numSiniestro: 'SIN-7000101',
      estado: 'ABIERTO',
      tipo: 'Colisión con otro vehículo',
      riesgo: 'SEAT León 1.5 TSI FR - 1234 LMN',
      lugarAccidente: 'Glorieta de Cuatro Caminos, Madrid',
      matriculaVA: '1234 LMN',
      danios: ['Paragolpes trasero', 'Portón', 'Piloto trasero izquierdo'],
      contrarios: [{ matricula: '8765 HJK', modelo: 'Renault Mégane', compania: 'Seguros Atlántico' }],
    });
    expect(s.fecApertura > s.fecOcurrencia).toBe(true);
    expect(s.notificaciones.map((n) => n.texto)).toEqual([
      'El perito ha emitido su informe de valoración.',
      'Se ha asignado un perito para valorar los daños.',
      'Hemos recibido la declaración del siniestro.',
    ]);
    expect(s.notificaciones[2]?.documentos.map((d) => d.nombreDoc)).toEqual(['Parte de declaración.pdf']);
    expect(s.notificaciones[0]?.documentos).toEqual([]);
    // Timestamps carry the company's offset, so their date part is the Madrid calendar day.
    expect(s.notificaciones[0]?.fecha).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
    expect(s.documentosSiniestro.map((d) => [d.nombreDoc, d.aceptado, d.fechaFirma !== null])).toEqual([
      ['Declaración amistosa de accidente', true, true],
      ['Conformidad de valoración de daños', false, true],
      ['Mandato de gestión de cobro', null, false],
    ]);
    expect(s.encargos.map((e) => [e.estado, e.taller])).toEqual([
      ['EN_CURSO', 'Talleres Hermanos López (Madrid)'],
      ['FINALIZADO', 'Peritaciones Centro S.L.'],
    ]);
    expect(s.history.map((h) => h.estado)).toEqual(['ABIERTO']);
  });

  it('reads the claims of every other line with their own fields', async () => {
    const hogar = await leer('hog', 'SIN-7000102');
    expect(hogar).toMatchObject({
      direccion: 'Calle de Alcalá 120, 3º B',
      codPostal: '28009',
      contrarios: [],
    });
    const mov = await leer('mov', 'SIN-7000103');
    expect(mov).toMatchObject({ tipo: 'Robo', lugarAccidente: 'Calle de Goya 40, Madrid' });
    const neg = await leer('neg', 'SIN-7000044');
    expect(neg).toMatchObject({ estado: 'CERRADO', riesgo: 'Librería Alcalá' });
    expect(neg.history.map((h) => h.estado)).toEqual(['CERRADO', 'ABIERTO']);
    const acc = await leer('acc', 'SIN-7000030');
    expect(acc).toMatchObject({ estado: 'RECHAZADO', riesgo: cliente.nombre, encargos: [] });
    const masc = await leer('masc', 'SIN-7000106');
    expect(masc).toMatchObject({ especie: 'PERRO', nombre: 'Toby' });
  });

  it("answers another client's claim, another line's claim and a missing one alike", async () => {
    const cases: [string, string][] = [
      ['/siniestros-veh/SIN-7000201', lucia], // the broker's client's
      ['/siniestros-veh/SIN-7000101', antonio], // the direct client's
      ['/siniestros-hog/SIN-7000101', lucia], // a car claim read as home
      ['/siniestros-veh/SIN-9999999', lucia],
      ['/siniestros-veh/SIN%27%20OR%201%3D1', lucia],
    ];
    for (const [path, token] of cases) {
      const res = await get(t.app, path, token);
      expect(res.statusCode, path).toBe(404);
      expect(res.json(), path).toEqual(NO_ENCONTRADO);
    }
  });

  it('needs a session', async () => {
    const res = await get(t.app, '/siniestros-veh/SIN-7000101');
    expect(res.statusCode).toBe(401);
    expect(res.json().codigo).toBe(Codigo.IR_A_LOGIN);
  });
});

describe('GET /polizas/documento/{uuid}/{token}', () => {
  it('serves a claim document and a notification document as real PDFs, never cached', async () => {
    const s = await leer('veh', 'SIN-7000101');
    const firmado = s.documentosSiniestro[0]!.uuid;
    const adjunto = s.notificaciones[2]!.documentos[0]!.uuid;
    for (const uuid of [firmado, adjunto]) {
      const res = await descargar(uuid, await tokenDescarga(lucia, uuid));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-disposition']).toMatch(/^inline; filename=".+ - SIN-7000101\.pdf"/);
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(res.rawPayload.length).toBeGreaterThan(1000);
    }
  });

  it('refuses a token of another document, of another client, expired or made up', async () => {
    const s = await leer('veh', 'SIN-7000101');
    const [primero, segundo] = s.documentosSiniestro.map((d) => d.uuid) as [string, string];
    const deAntonio = (await leer('veh', 'SIN-7000201', antonio)).notificaciones[0]!.documentos[0]!.uuid;
    const tokenPrimero = await tokenDescarga(lucia, primero);
    const tokenAntonio = await tokenDescarga(antonio, deAntonio);

    const refused = [
      await descargar(segundo, tokenPrimero),
      await descargar(primero, tokenAntonio),
      await descargar(primero, 'A'.repeat(43)),
      await descargar('no-es-un-uuid', tokenPrimero),
    ];
    t.clock.advance(121_000);
    refused.push(await descargar(primero, tokenPrimero));
    for (const res of refused) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('El enlace de descarga no es válido o ha caducado.');
    }
  });
});
