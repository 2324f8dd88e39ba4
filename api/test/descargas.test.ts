import { Codigo, DescargaTokenSchema } from '@area-cliente/shared/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_TOKEN_TTL_SECONDS, spendDownloadToken } from '../src/repositories/download-tokens';
import { sha256 } from '../src/lib/crypto';
import { type ClientePrueba, entrar, sembrar } from './datos';
import { alterLastChar, API, startApp, type TestApp } from './helpers';

let t: TestApp;
let lucia: string;
let antonio: string;
const ref = {} as Record<
  'luciaDoc' | 'luciaNotifDoc' | 'antonioDoc' | 'luciaCcpp' | 'antonioCcpp' | 'luciaRecibo' | 'antonioRecibo',
  string
>;
let idLucia: number;

let titular: ClientePrueba;

const first = async (sql: string, params: unknown[]) =>
  String(Object.values((await t.db.one<Record<string, unknown>>(sql, params)) ?? {})[0]);

beforeAll(async () => {
  t = await startApp();
  // Two clients, each with a car policy (its contract document), a receipt and a claim with documents.
  const [l, a] = await sembrar(t, async (d) => {
    const conDocumentos = async () => {
      const c = await d.cliente();
      const coche = await d.poliza(c, 'VEH');
      await d.poliza(c, 'MASC');
      await d.recibo(coche, 'COBRADO');
      await d.siniestro(coche, 'ABIERTO', {
        notificaciones: [
          { dias: 1, texto: 'Hemos recibido el parte.', documentos: ['Parte de declaración.pdf'] },
        ],
        documentos: [['Declaración amistosa de accidente', true]],
      });
      return c;
    };
    return [await conDocumentos(), await conDocumentos()];
  });
  titular = l;
  lucia = await entrar(t.app, l);
  antonio = await entrar(t.app, a);
  idLucia = l.idCliente;
  const docOf = (idCliente: number, table: string, join: string) =>
    first(
      `SELECT d.uuid::text FROM ${table} d ${join} JOIN siniestros s USING (id_siniestro)
        JOIN polizas p USING (id_poliza) WHERE p.id_cliente = $1 ORDER BY d.id_documento LIMIT 1`,
      [idCliente],
    );
  ref.luciaDoc = await docOf(l.idCliente, 'siniestro_documentos', '');
  ref.luciaNotifDoc = await docOf(
    l.idCliente,
    'notificacion_documentos',
    'JOIN siniestro_notificaciones USING (id_notificacion)',
  );
  ref.antonioDoc = await docOf(
    a.idCliente,
    'notificacion_documentos',
    'JOIN siniestro_notificaciones USING (id_notificacion)',
  );
  const ccppOf = (idCliente: number) =>
    first(
      `SELECT d.id_documento FROM poliza_documentos d JOIN polizas p USING (id_poliza)
        WHERE p.id_cliente = $1 ORDER BY 1 LIMIT 1`,
      [idCliente],
    );
  ref.luciaCcpp = await ccppOf(l.idCliente);
  ref.antonioCcpp = await ccppOf(a.idCliente);
  const reciboOf = (idCliente: number) =>
    first(
      `SELECT r.id_recibo FROM recibos r JOIN polizas p USING (id_poliza) WHERE p.id_cliente = $1 ORDER BY 1 LIMIT 1`,
      [idCliente],
    );
  ref.luciaRecibo = await reciboOf(l.idCliente);
  ref.antonioRecibo = await reciboOf(a.idCliente);
});
afterAll(() => t.close());

function pedir(token: string | undefined, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/descargas/token`,
    headers: token ? { 'auth-token': token } : {},
    payload: body as Record<string, unknown>,
  });
}

async function tokenOk(token: string, tipo: string, referencia: string): Promise<string> {
  const res = await pedir(token, { tipo, referencia });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ codigo: number; data: unknown }>();
  expect(body.codigo).toBe(Codigo.OK);
  return v.parse(DescargaTokenSchema, body.data).tokenDescarga;
}

async function expectMissing(token: string, tipo: string, referencia: string) {
  const res = await pedir(token, { tipo, referencia });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ codigo: Codigo.ERROR_NEGOCIO, mensaje: 'Recurso no encontrado', data: null });
}

describe('POST /descargas/token', () => {
  it('issues a 32-byte token valid for two minutes and stores only its hash', async () => {
    const res = await pedir(lucia, { tipo: 'DOCUMENTO', referencia: ref.luciaDoc });
    const data = v.parse(DescargaTokenSchema, res.json().data);
    expect(data.caducaEnSegundos).toBe(120);
    expect(Buffer.from(data.tokenDescarga, 'base64url')).toHaveLength(32);
    const stored = await t.db.query<{ referencia: string }>(
      'SELECT referencia FROM tokens_descarga WHERE token_hash = $1',
      [sha256(data.tokenDescarga)],
    );
    expect(stored).toEqual([{ referencia: ref.luciaDoc }]);
  });

  it("grants the caller's own records of every kind", async () => {
    await tokenOk(lucia, 'DOCUMENTO', ref.luciaNotifDoc);
    await tokenOk(lucia, 'DOCUMENTO', ref.luciaDoc.toUpperCase());
    await tokenOk(lucia, 'CCPP', ref.luciaCcpp);
    await tokenOk(lucia, 'RECIBO', ref.luciaRecibo);
    const pet = await first(
      `SELECT num_poliza FROM polizas WHERE id_cliente = $1 AND ramo = 'MASC' LIMIT 1`,
      [idLucia],
    );
    await tokenOk(lucia, 'CERTIFICADO_MASCOTA', pet);
  });

  it("answers another client's record exactly like a missing one", async () => {
    await expectMissing(lucia, 'DOCUMENTO', ref.antonioDoc);
    await expectMissing(lucia, 'DOCUMENTO', '00000000-0000-4000-8000-999999999999');
    await expectMissing(lucia, 'DOCUMENTO', 'not-a-uuid');
    await expectMissing(lucia, 'CCPP', ref.antonioCcpp);
    await expectMissing(lucia, 'CCPP', '1; DROP TABLE polizas');
    await expectMissing(lucia, 'RECIBO', ref.antonioRecibo);
    await expectMissing(antonio, 'RECIBO', ref.luciaRecibo);
    // A policy that is not a pet policy has no certificate.
    const coche = await first(
      `SELECT num_poliza FROM polizas WHERE id_cliente = $1 AND ramo = 'VEH' LIMIT 1`,
      [idLucia],
    );
    await expectMissing(lucia, 'CERTIFICADO_MASCOTA', coche);
  });

  it('needs a session and a valid body', async () => {
    const none = await pedir(undefined, { tipo: 'DOCUMENTO', referencia: ref.luciaDoc });
    expect(none.statusCode).toBe(401);
    expect(none.json().codigo).toBe(Codigo.IR_A_LOGIN);
    const bad = await pedir(lucia, { tipo: 'OTRO', referencia: ref.luciaDoc });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().codigo).toBe(Codigo.ERROR_NEGOCIO);
  });
});

describe('spendDownloadToken', () => {
  it('accepts the token only for its own document, once, until it expires', async () => {
    const token = await tokenOk(lucia, 'DOCUMENTO', ref.luciaDoc);
    const check = (tipo: 'DOCUMENTO' | 'CCPP', referencia: string, tk = token) =>
      spendDownloadToken(t.db, t.clock, { token: tk, tipo, referencia });

    // Another document of the same client, or the same reference under another kind.
    expect(await check('DOCUMENTO', ref.luciaNotifDoc)).toBeNull();
    expect(await check('CCPP', ref.luciaDoc)).toBeNull();
    // Unknown or malformed tokens.
    expect(await check('DOCUMENTO', ref.luciaDoc, alterLastChar(token))).toBeNull();
    expect(await check('DOCUMENTO', ref.luciaDoc, 'no-token')).toBeNull();

    expect(await check('DOCUMENTO', ref.luciaDoc.toUpperCase())).toBe(idLucia);
    // Spent by its first use.
    expect(await check('DOCUMENTO', ref.luciaDoc)).toBeNull();

    const second = await tokenOk(lucia, 'DOCUMENTO', ref.luciaDoc);
    t.clock.advance((DOWNLOAD_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(await check('DOCUMENTO', ref.luciaDoc, second)).toBeNull();
  });

  it('gives the document once over HTTP, and never after the session that asked has ended', async () => {
    const session = await entrar(t.app, titular);
    const url = async () =>
      `${API}/recibos/${ref.luciaRecibo}/imprimir/${await tokenOk(session, 'RECIBO', ref.luciaRecibo)}`;
    const once = await url();
    const first = await t.app.inject({ method: 'GET', url: once, remoteAddress: '10.40.0.1' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect((await t.app.inject({ method: 'GET', url: once, remoteAddress: '10.40.0.1' })).statusCode).toBe(
      404,
    );

    const afterLogout = await url();
    const logout = await t.app.inject({
      method: 'POST',
      url: `${API}/user/insertAudit`,
      headers: { 'auth-token': session },
      payload: { idCliente: idLucia, nif: titular.nif, nameEvento: 'USUARIO_LOGOUT' },
    });
    expect(logout.json().codigo).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: afterLogout, remoteAddress: '10.40.0.1' })).statusCode,
    ).toBe(404);
  });
});
