import { EnlacesSchema } from '@area-cliente/shared/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config';
import { linksFromEnv } from '../src/config/links';
import { entrar, sembrar } from './datos';
import { get, startApp, type TestApp } from './helpers';

describe('LINK_* settings', () => {
  it('stop the start with a message naming each bad setting', () => {
    expect(() =>
      linksFromEnv({ LINK_CITA_LUNAS: 'http://citas.example.com', LINK_DOCUMENTOS: 'no es una url' }, true),
    ).toThrow(/LINK_CITA_LUNAS: must be an https:\/\/ URL.*LINK_DOCUMENTOS: must be a URL/);
    expect(() => configFromEnv({ DEMO: 'true', LINK_HNA_AREA_CLIENTE: 'javascript:alert(1)' })).toThrow(
      /Invalid environment: LINK_HNA_AREA_CLIENTE/,
    );
  });

  it("default to the product's demo pages in demo mode and to no link in production", () => {
    expect(linksFromEnv({}, true).hnaAreaCliente).toBe('/area-cliente/demo/hnaAreaCliente');
    expect(linksFromEnv({}, false).hnaAreaCliente).toBeNull();
    expect(linksFromEnv({ LINK_DOCUMENTOS: 'https://docs.example.com/ac/' }, false).documentos).toBe(
      'https://docs.example.com/ac',
    );
  });
});

describe('GET /enlaces in demo mode', () => {
  let t: TestApp;
  let lucia: string;
  beforeAll(async () => {
    t = await startApp();
    lucia = await entrar(t.app, await sembrar(t, (d) => d.cliente()));
  });
  afterAll(() => t.close());

  it("answers every address at the request's own origin, each a page the product serves", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/produccion/rest/v1/ac/enlaces',
      headers: { 'auth-token': lucia, host: '192.168.1.20:8080' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const enlaces = v.parse(EnlacesSchema, res.json().data);
    for (const url of Object.values(enlaces))
      expect(url).toMatch(/^http:\/\/192\.168\.1\.20:8080\/area-cliente\/demo\//);

    const pagina = await t.app.inject({ method: 'GET', url: new URL(enlaces.hnaAreaCliente!).pathname });
    expect(pagina.statusCode).toBe(200);
    expect(pagina.headers['content-type']).toMatch(/text\/html/);
    expect(pagina.body).toContain('Área cliente del colaborador de salud (demostración)');
    const documento = await t.app.inject({
      method: 'GET',
      url: `${new URL(enlaces.documentos!).pathname}/ccgg/auto-2025.pdf`,
    });
    expect(documento.statusCode).toBe(200);
    expect(documento.body).toContain('ccgg/auto-2025.pdf');
    expect((await t.app.inject({ method: 'GET', url: '/area-cliente/demo/otra' })).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    expect((await get(t.app, '/enlaces')).statusCode).toBe(401);
  });
});

describe('configured addresses', () => {
  let t: TestApp;
  let miguel: string;
  beforeAll(async () => {
    // Production's link settings.
    t = await startApp({
      links: linksFromEnv({ LINK_HNA_AREA_CLIENTE: 'https://clientes.salud.example.com/area' }, false),
    });
    // A client with the partner insurer's health policy.
    const c = await sembrar(t, async (d) => {
      const c = await d.cliente();
      await d.poliza(c, 'SALUD_HNA', { periodicidad: 'MENSUAL', documentos: [] });
      return c;
    });
    miguel = await entrar(t.app, c);
  });
  afterAll(() => t.close());

  it('are handed out as set; an unset one is no link at all', async () => {
    const enlaces = v.parse(EnlacesSchema, (await get(t.app, '/enlaces', miguel)).json().data);
    expect(enlaces.hnaAreaCliente).toBe('https://clientes.salud.example.com/area');
    expect(enlaces.citaLunas).toBeNull();
    const { idCliente } = (await get(t.app, '/cliente', miguel)).json().data;
    expect((await get(t.app, `/urlHnaAreaCliente/${idCliente}`, miguel)).json().data).toEqual({
      url: 'https://clientes.salud.example.com/area',
    });
    expect((await get(t.app, '/getUrlContratosInteractivos', miguel)).statusCode).toBe(404);
  });
});
