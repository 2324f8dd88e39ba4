import { Codigo } from '@area-cliente/shared/contract';
import {
  CODIGO_POSTAL_NO_VALIDO,
  TALLER_NO_DISPONIBLE,
  TALLER_SIN_DANOS,
  TALLER_SINIESTRO_CERRADO,
} from '@area-cliente/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '../src/lib/clock';
import { insertaTalleres } from '../src/repositories/talleres';
import { TALLERES_DEMO } from '../src/seed/demo-talleres';
import { CODIGO_POSTAL_DESCONOCIDO } from '../src/services/talleres';
import { cargaTalleres as cargaLista } from '../src/talleres/carga';
import { leeListaTalleres } from '../src/talleres/lista-talleres';
import { pdfText } from '../../e2e/support/pdf-text';
import { type ClientePrueba, entrar, sembrar, type PolizaPrueba } from './datos';
import { API, get, startApp, type TestApp } from './helpers';

let t: TestApp;
let ana: ClientePrueba;
let cocheAna: PolizaPrueba;
let beto: ClientePrueba;
let tokenAna: string;
let tokenBeto: string;
beforeAll(async () => {
  t = await startApp();
  [ana, cocheAna] = await sembrar(t, async (d) => {
    const c = await d.cliente();
    return [c, await d.poliza(c, 'VEH', { efecto: -300 })] as const;
  });
  beto = await sembrar(t, async (d) => {
    const c = await d.cliente();
    await d.poliza(c, 'VEH', { efecto: -300 });
    return c;
  });
  tokenAna = await entrar(t.app, ana);
  tokenBeto = await entrar(t.app, beto);
});
afterAll(() => t.close());

const idDe = async (codigo: string) =>
  (await t.db.one<{ id: number }>('SELECT id_taller::int AS id FROM talleres WHERE codigo = $1', [codigo]))
    .id;

const cambiar = (numSiniestro: string, body: object, token = tokenAna) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/siniestros/${numSiniestro}/taller`,
    headers: { 'auth-token': token },
    payload: body,
  });

const siniestro = (estado: 'ABIERTO' | 'CERRADO' = 'ABIERTO', tipo = 'Daños propios') =>
  sembrar(t, (d) => d.siniestro(cocheAna, estado, { tipo }));

describe('partner workshops near a postcode', () => {
  it('the demo and the tests carry at least 30, around Madrid and Barcelona', () => {
    expect(TALLERES_DEMO.length).toBeGreaterThanOrEqual(30);
    expect(TALLERES_DEMO.filter((x) => x.codPostal.startsWith('28')).length).toBeGreaterThanOrEqual(10);
    expect(TALLERES_DEMO.filter((x) => x.codPostal.startsWith('08')).length).toBeGreaterThanOrEqual(10);
  });

  it('answers the 10 nearest active ones to 28009, nearest first, with their distance', async () => {
    // An inactive one right at the Retiro is not offered.
    await insertaTalleres(t.db, [
      { ...TALLERES_DEMO[0]!, codigo: 'PRUEBA-BAJA', nombre: 'Taller dado de baja', activo: false },
    ]);
    const res = await get(t.app, '/talleres/28009', tokenAna);
    expect(res.statusCode, res.body).toBe(200);
    const { talleres } = res.json().data as {
      talleres: { nombre: string; distanciaM: number; codPostal: string }[];
    };
    expect(talleres).toHaveLength(10);
    expect(talleres.map((x) => x.distanciaM)).toEqual(
      [...talleres.map((x) => x.distanciaM)].sort((a, b) => a - b),
    );
    expect(talleres[0]!.distanciaM).toBeLessThan(1000);
    expect(talleres.every((x) => x.codPostal.startsWith('28'))).toBe(true);
    expect(talleres.map((x) => x.nombre)).not.toContain('Taller dado de baja');
    // The map's tiles come with the list, as they come with roadside tracking.
    expect(res.json().data.mapa).toEqual(t.app.config.mapa);
  });

  it('refuses a malformed or unknown postcode in Spanish, and a caller without a session', async () => {
    const malo = await get(t.app, '/talleres/2800', tokenAna);
    expect(malo.json()).toMatchObject({ codigo: Codigo.ERROR_NEGOCIO, mensaje: CODIGO_POSTAL_NO_VALIDO });
    const desconocido = await get(t.app, '/talleres/41001', tokenAna);
    expect(desconocido.json()).toMatchObject({
      codigo: Codigo.ERROR_NEGOCIO,
      mensaje: CODIGO_POSTAL_DESCONOCIDO,
    });
    expect((await get(t.app, '/talleres/28009')).statusCode).toBe(401);
  });
});

describe("a claim's workshop", () => {
  it('is changed while the claim is open, to a partner workshop or one of my own, and shows on the claim', async () => {
    const { numSiniestro } = await siniestro();
    const idTaller = await idDe('MAD-001');
    const res = await cambiar(numSiniestro, { idTaller });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      clase: 'CONCERTADO',
      taller: { id: idTaller, nombre: 'Talleres Ibiza Motor' },
    });
    let detalle = (await get(t.app, `/siniestros-veh/${numSiniestro}`, tokenAna)).json().data;
    expect(detalle.taller).toMatchObject({ clase: 'CONCERTADO', taller: { codPostal: '28009' } });

    const propio = await cambiar(numSiniestro, { propio: '  Talleres Hermanos Ruiz ' });
    expect(propio.json().data).toEqual({ clase: 'PROPIO', nombre: 'Talleres Hermanos Ruiz' });
    detalle = (await get(t.app, `/siniestros-veh/${numSiniestro}`, tokenAna)).json().data;
    expect(detalle.taller).toEqual({ clase: 'PROPIO', nombre: 'Talleres Hermanos Ruiz' });
  });

  it("answers another customer's claim like a missing one, and changes nothing", async () => {
    const { numSiniestro } = await siniestro();
    const res = await cambiar(numSiniestro, { propio: 'Taller de Beto' }, tokenBeto);
    expect(res.statusCode).toBe(404);
    expect((await cambiar('SIN-0000000', { propio: 'Taller de Beto' }, tokenBeto)).statusCode).toBe(404);
    const detalle = (await get(t.app, `/siniestros-veh/${numSiniestro}`, tokenAna)).json().data;
    expect(detalle.taller).toBeNull();
  });

  it('refuses a closed claim, a theft, an inactive workshop and a name with control characters', async () => {
    const cerrado = await siniestro('CERRADO');
    const r1 = await cambiar(cerrado.numSiniestro, { propio: 'Taller Sol' });
    expect(r1.statusCode).toBe(409);
    expect(r1.json()).toMatchObject({ codigo: Codigo.ERROR_NEGOCIO, mensaje: TALLER_SINIESTRO_CERRADO });

    const robo = await siniestro('ABIERTO', 'Robo');
    expect((await cambiar(robo.numSiniestro, { propio: 'Taller Sol' })).json().mensaje).toBe(
      TALLER_SIN_DANOS,
    );

    const abierto = await siniestro();
    const baja = await idDe('PRUEBA-BAJA');
    expect((await cambiar(abierto.numSiniestro, { idTaller: baja })).json().mensaje).toBe(
      TALLER_NO_DISPONIBLE,
    );
    expect((await cambiar(abierto.numSiniestro, { idTaller: 99_999_999 })).json().mensaje).toBe(
      TALLER_NO_DISPONIBLE,
    );
    expect((await cambiar(abierto.numSiniestro, { propio: 'Taller\u0000Sol' })).statusCode).toBe(400);
    expect((await cambiar(abierto.numSiniestro, { propio: 'Sol', idTaller: baja })).statusCode).toBe(400);
  });

  it('20 concurrent changes leave one whole choice, one of those sent', async () => {
    const { numSiniestro, idSiniestro } = await siniestro();
    const ids = await Promise.all(TALLERES_DEMO.slice(0, 10).map((x) => idDe(x.codigo)));
    const cuerpos = [
      ...ids.map((idTaller) => ({ idTaller })),
      ...ids.map((_, i) => ({ propio: `Taller propio ${i}` })),
    ];
    const res = await Promise.all(cuerpos.map((b) => cambiar(numSiniestro, b)));
    expect(res.map((r) => r.statusCode)).toEqual(cuerpos.map(() => 200));
    const fila = await t.db.one<{ idTaller: number | null; propio: string | null }>(
      'SELECT id_taller::int AS "idTaller", taller_propio AS propio FROM siniestros WHERE id_siniestro = $1',
      [idSiniestro],
    );
    expect((fila.idTaller === null) !== (fila.propio === null)).toBe(true);
    expect(cuerpos).toContainEqual(
      fila.idTaller !== null ? { idTaller: fila.idTaller } : { propio: fila.propio },
    );
  });
});

describe('the declaration', () => {
  const declarar = (body: object) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/siniestros/declaracion`,
      headers: { 'auth-token': tokenAna },
      payload: {
        claveIdempotencia: crypto.randomUUID(),
        idPoliza: cocheAna.idPoliza,
        tipo: 'Daños con el vehículo aparcado',
        fecha: isoDay(t.clock.now()),
        lugar: 'Calle de Ibiza 20, 28009 Madrid',
        contrario: null,
        descripcion: 'Al volver al coche tenía la aleta delantera hundida.',
        fotos: [],
        telefono: '600123456',
        franjaContacto: 'Cualquier hora',
        ...body,
      },
    });

  it('stores the chosen workshop with the claim, on its screen and in its Parte de siniestro', async () => {
    const idTaller = await idDe('MAD-002');
    const res = await declarar({ taller: { idTaller } });
    expect(res.statusCode, res.body).toBe(200);
    const s = (await get(t.app, `/siniestros-veh/${res.json().data.numSiniestro}`, tokenAna)).json().data;
    expect(s.taller).toMatchObject({ clase: 'CONCERTADO', taller: { nombre: 'Carrocerías Narváez' } });

    const uuid = s.notificaciones[0].documentos[0].uuid as string;
    const token = await t.app.inject({
      method: 'POST',
      url: `${API}/descargas/token`,
      headers: { 'auth-token': tokenAna },
      payload: { tipo: 'DOCUMENTO', referencia: uuid },
    });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${API}/polizas/documento/${uuid}/${token.json().data.tokenDescarga}`,
    });
    const texto = pdfText(pdf.rawPayload);
    expect(texto).toContain('Dónde reparar el vehículo');
    expect(texto).toContain('Carrocerías Narváez');
  });

  it('declares without a workshop, and refuses one on a claim that does not damage the car', async () => {
    const sin = await declarar({});
    expect(sin.statusCode, sin.body).toBe(200);
    const s = (await get(t.app, `/siniestros-veh/${sin.json().data.numSiniestro}`, tokenAna)).json().data;
    expect(s.taller).toBeNull();
    const robo = await declarar({ tipo: 'Robo', taller: { propio: 'Taller Sol' } });
    expect(robo.json()).toMatchObject({ codigo: Codigo.ERROR_NEGOCIO, mensaje: TALLER_SIN_DANOS });
  });
});

/** What the command does with a file's text: read and check it whole, then load it. */
const cargaTalleres = async (db: TestApp['db'], texto: string) => cargaLista(db, leeListaTalleres(texto));

describe('pnpm talleres:cargar', () => {
  const CSV = [
    'codigo;nombre;direccion;codPostal;poblacion;latitud;longitud;telefono;horario;especialidades',
    'CARGA-1;Taller Carga Uno;"Calle Mayor 1; local 2";28013;Madrid;40.4168;-3.7038;91 555 01 23;De lunes a viernes;Mecánica|Lunas',
    'CARGA-2;Taller Carga Dos;Calle de Atocha 10;28012;Madrid;40.4125;-3.7000;915550124;De lunes a viernes;',
  ].join('\n');

  it('loads a CSV by code, and a second load updates it and retires what left the list', async () => {
    // Everything not on the list (the demo's, the inactive test one) is retired.
    expect(await cargaTalleres(t.db, CSV)).toEqual({ cargados: 2, desactivados: TALLERES_DEMO.length });
    const uno = await t.db.one<{ direccion: string; telefono: string; especialidades: string[] }>(
      `SELECT direccion, telefono, especialidades FROM talleres WHERE codigo = 'CARGA-1'`,
    );
    expect(uno).toEqual({
      direccion: 'Calle Mayor 1; local 2',
      telefono: '915550123',
      especialidades: ['Mecánica', 'Lunas'],
    });
    const json = JSON.stringify([
      { ...TALLERES_DEMO[0], codigo: 'CARGA-1', nombre: 'Taller Carga Renombrado' },
    ]);
    expect(await cargaTalleres(t.db, json)).toEqual({ cargados: 1, desactivados: 1 });
    const activos = await t.db.query<{ codigo: string; nombre: string }>(
      'SELECT codigo, nombre FROM talleres WHERE activo',
    );
    expect(activos).toEqual([{ codigo: 'CARGA-1', nombre: 'Taller Carga Renombrado' }]);
    // The demo's list back, for whatever runs after.
    await cargaTalleres(t.db, JSON.stringify(TALLERES_DEMO));
  });

  it('refuses a list with bad rows, naming each line, and writes nothing', async () => {
    const malo = [
      CSV.split('\n')[0],
      'MALO-1;Taller Malo;Calle 1;2801;Madrid;40.4;-3.7;915550123;Lunes;',
      'MALO-2;Taller Malo Dos;Calle 2;28012;Madrid;norte;-3.7;123;Lunes;',
      'CARGA-3;Taller Bueno;Calle 3;28012;Madrid;40.4;-3.7;915550125;Lunes;',
      'CARGA-3;Taller Repetido;Calle 3;28012;Madrid;40.4;-3.7;915550125;Lunes;',
    ].join('\n');
    const antes = await t.db.one('SELECT count(*)::int AS n FROM talleres');
    await expect(cargaTalleres(t.db, malo)).rejects.toThrow(
      /Line 2: codPostal not valid\.\nLine 3: latitud, telefono not valid\.\nLine 5: code CARGA-3 repeats line 4\./,
    );
    await expect(cargaTalleres(t.db, '')).rejects.toThrow(/header lacks/);
    await expect(cargaTalleres(t.db, '[]')).rejects.toThrow(/no workshops/);
    expect(await t.db.one('SELECT count(*)::int AS n FROM talleres')).toEqual(antes);
  });
});
