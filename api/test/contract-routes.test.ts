import { CALLS, DOWNLOADS, type CallSpec } from '@area-cliente/shared/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFound } from '../src/lib/errors';
import { route, routePath } from '../src/lib/route';
import errors from '../src/plugins/errors';
import { startApp, testConfig, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

describe('the API serves the contract', () => {
  it('registers every call of CALLS with its method and path, and every download', () => {
    const missing = Object.entries(CALLS)
      .filter(([, spec]) => !t.app.hasRoute({ method: spec.method, url: `/produccion/rest${spec.path}` }))
      .map(([name]) => name);
    expect(missing).toEqual([]);
    const downloads = Object.values(DOWNLOADS).filter(
      (path) => !t.app.hasRoute({ method: 'GET', url: `/produccion/rest${path}` }),
    );
    expect(downloads).toEqual([]);
  });

  it('registers contract paths only below /v1/ac', () => {
    expect(routePath('/v1/ac/recibos/:idRecibo')).toBe('/recibos/:idRecibo');
    expect(() => routePath('/v2/recibos')).toThrow(/not a path of the contract/);
  });
});

describe('answers checked against the contract (tests only)', () => {
  const wrong = CALLS.urlClub as CallSpec;

  async function appAnswering(data: unknown, checkAnswers: boolean): Promise<FastifyInstance> {
    const app = Fastify();
    app.decorate('config', testConfig({ checkAnswers }));
    await app.register(errors);
    route(app, wrong, { handler: async () => data });
    route(app, CALLS.urlContratosInteractivos, {
      handler: async () => {
        throw notFound();
      },
    });
    await app.ready();
    return app;
  }

  it('fails an answer whose data the front end would refuse', async () => {
    const app = await appAnswering({ url: 42 }, true);
    const res = await app.inject({ method: 'GET', url: routePath(wrong.path) });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ codigo: 1111, mensaje: 'Error de comunicación con servidor', data: null });
    await app.close();
  });

  it('lets a matching answer and an error answer through', async () => {
    const app = await appAnswering({ url: 'https://club.example.com/' }, true);
    const res = await app.inject({ method: 'GET', url: routePath(wrong.path) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ codigo: 0, mensaje: 'OK', data: { url: 'https://club.example.com/' } });
    const missing = await app.inject({ method: 'GET', url: routePath(CALLS.urlContratosInteractivos.path) });
    expect(missing.statusCode).toBe(404);
    await app.close();
  });

  it('is off unless configured (production answers what the handler returns)', async () => {
    const app = await appAnswering({ url: 42 }, false);
    const res = await app.inject({ method: 'GET', url: routePath(wrong.path) });
    expect(res.statusCode).toBe(200);
    await app.close();
  });

  it('validates the body with the spec and answers the Spanish 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/produccion/rest${CALLS.auth.path}`,
      payload: { username: 12 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ codigo: 1000, mensaje: 'Petición incorrecta', data: null });
  });
});
