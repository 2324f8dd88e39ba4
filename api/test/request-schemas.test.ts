import { Codigo } from '@area-cliente/shared/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paramsSchemas } from '../src/lib/route';
import { type ClientePrueba, entrar, sembrar } from './datos';
import { API, startApp, type TestApp } from './helpers';

// Every request schema goes through the shared rules (shared/src/contract/request-schemas.ts): the
// contract's bodies are walked next to the contract; the path parameters each route declares, here.

// By URL, like scripts' helpers: the API's TypeScript project sees the kernel through its package only.
const { looseFields } = (await import(
  new URL('../../shared/src/contract/request-schemas.ts', import.meta.url).href
)) as { looseFields: (schema: unknown, path: string) => string[] };

let t: TestApp;
let token: string;
let coche: number;
beforeAll(async () => {
  t = await startApp();
  let c: ClientePrueba;
  [c, coche] = await sembrar(t, async (d) => {
    const c = await d.cliente();
    return [c, (await d.poliza(c, 'VEH')).idPoliza] as const;
  });
  token = await entrar(t.app, c);
});
afterAll(() => t.close());

const PETICION_INCORRECTA = { codigo: Codigo.ERROR_NEGOCIO, mensaje: 'Petición incorrecta', data: null };

function expect400(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual(PETICION_INCORRECTA);
}

/** A body sent as it is written: 9223372036854775808 stays that number, not what JSON.stringify makes of 2^63. */
const enviar = (method: 'GET' | 'POST', path: string, json?: string) =>
  t.app.inject({
    method,
    url: `${API}${path}`,
    headers: { 'auth-token': token, ...(json ? { 'content-type': 'application/json' } : {}) },
    ...(json ? { payload: json } : {}),
  });

describe('path parameters', () => {
  it('of every route leave no field loose (ids through IdParamSchema, codes through the text rule)', () => {
    expect(paramsSchemas.size).toBeGreaterThan(20);
    const loose = [...paramsSchemas].flatMap(([call, schema]) => looseFields(schema, call));
    expect(loose).toEqual([]);
  });
});

describe('what answered 500 answers 400 in Spanish', () => {
  const ENORMES = ['9223372036854775808', '1e300'];

  it("a NUL in a complaint's subject reference", async () => {
    const cuerpo = (referencia: string) =>
      JSON.stringify({
        claveIdempotencia: crypto.randomUUID(),
        asunto: { tipo: 'POLIZA', referencia },
        motivo: 'Otro motivo',
        descripcion: 'El asunto de esta reclamación lleva un carácter nulo dentro.',
        contacto: null,
      });
    expect400(await enviar('POST', '/reclamaciones', cuerpo(`${coche}\u0000`)));
    expect400(await enviar('POST', '/reclamaciones', cuerpo('\u0000')));
    // The same complaint without it is filed.
    expect((await enviar('POST', '/reclamaciones', cuerpo(String(coche)))).statusCode).toBe(200);
  });

  it.each(ENORMES)('an id of %s in a roadside request and in the documents filter', async (id) => {
    const asistencia = `{"claveIdempotencia":"${crypto.randomUUID()}","idPoliza":${id},"situacion":"PINCHAZO",
      "ubicacion":{"tipo":"DIRECCION","direccion":"Calle Mayor 1, Madrid"},"telefono":"612345678"}`;
    expect400(await enviar('POST', '/asistencia', asistencia));
    expect400(await enviar('POST', '/documentos', `{"idPoliza":${id}}`));
  });

  it.each(ENORMES)('an id of %s in an /asistencia or /documentos path', async (id) => {
    expect400(await enviar('GET', `/asistencia/polizas/${id}`));
    expect400(await enviar('GET', `/asistencia/polizas/${id}/peticiones`));
    expect400(await enviar('POST', `/documentos/avisos/${id}/leido`, '{}'));
    // The policy's own id still answers.
    expect((await enviar('GET', `/asistencia/polizas/${coche}/peticiones`)).statusCode).toBe(200);
  });
});
