import { ClienteSchema, Codigo, PolizaVehSchema } from '@area-cliente/shared/contract';
import { MENSAJES_BLOQUEO } from '@area-cliente/shared/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/lib/crypto';
import { MENSAJE_PASSWORD } from '../src/lib/password-policy';
import { createSession } from '../src/repositories/sessions';
import { MENSAJE_CAMBIOS } from '../src/services/cliente-cambios';
import { API, get, login, PASSWORD, startApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const post = (path: string, payload: object, token: string) =>
  t.app.inject({ method: 'POST', url: `${API}${path}`, payload, headers: { 'auth-token': token } });

const idPoliza = async (numPoliza: string) =>
  Number(
    (await t.db.one<{ id: number }>('SELECT id_poliza AS id FROM polizas WHERE num_poliza = $1', [numPoliza]))
      .id,
  );
const idCliente = async (numDoc: string) =>
  Number(
    (await t.db.one<{ id: number }>('SELECT id_cliente AS id FROM clientes WHERE num_doc = $1', [numDoc])).id,
  );
const cliente = async (token: string) =>
  v.parse(ClienteSchema, (await get(t.app, '/cliente', token)).json().data);

describe('POST /cliente/actualizaTelefono', () => {
  let lucia: string;
  let coche: number;
  let moto: number;
  beforeAll(async () => {
    lucia = await tokenFor(t.app, '12345678Z');
    [coche, moto] = [await idPoliza('AUT-10023456'), await idPoliza('AUT-10034567')];
  });
  const cambiar = (payload: object) => post('/cliente/actualizaTelefono', payload, lucia);

  it('changes the phone on record and on the selected policies only', async () => {
    const res = await cambiar({ telefono: ' 699111222 ', polizas: [coche], passwordActual: PASSWORD });
    expect(res.json()).toMatchObject({ codigo: Codigo.OK });
    expect((await cliente(lucia)).telefono).toBe('699111222');
    const veh = async (id: number) =>
      v.parse(PolizaVehSchema, (await get(t.app, `/polizas-veh/${id}`, lucia)).json().data);
    expect((await veh(coche)).telefonoTomador).toBe('699111222');
    expect((await veh(moto)).telefonoTomador).toBe('612345678');
  });

  it('refuses the number already on record with codigo 1010 and its message', async () => {
    const res = await cambiar({ telefono: '699111222', polizas: [moto], passwordActual: PASSWORD });
    expect(res.json()).toEqual({
      codigo: Codigo.TELEFONO_RECHAZADO,
      mensaje: MENSAJE_CAMBIOS.TELEFONO_IGUAL,
      data: null,
    });
  });

  it('needs the right current password', async () => {
    const res = await cambiar({ telefono: '711222333', polizas: [], passwordActual: 'Otra2024x' });
    expect(res.json()).toMatchObject({
      codigo: Codigo.CLAVE_ACTUAL_INCORRECTA,
      mensaje: MENSAJE_CAMBIOS.CLAVE_ACTUAL,
    });
    expect((await cliente(lucia)).telefono).toBe('699111222');
    expect((await cambiar({ telefono: '711222333', polizas: [] })).statusCode).toBe(400);
  });

  it.each(['812345678', '61234567', '6123456789', ''])('rejects the malformed phone %j', async (telefono) => {
    const res = await cambiar({ telefono, polizas: [], passwordActual: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().codigo).toBe(Codigo.ERROR_NEGOCIO);
  });

  it("answers another client's policy like a missing one; the partner's health policy is not ours to change", async () => {
    const ajena = await idPoliza('AUT-11056789');
    const foreign = await cambiar({
      telefono: '711222333',
      polizas: [coche, ajena],
      passwordActual: PASSWORD,
    });
    expect(foreign.statusCode).toBe(404);
    const hna = await idPoliza('HNA-55012345');
    expect(
      (await cambiar({ telefono: '711222333', polizas: [hna], passwordActual: PASSWORD })).statusCode,
    ).toBe(400);
    expect((await cliente(lucia)).telefono).toBe('699111222');
  });
});

describe('POST /cliente/actualizaEmail', () => {
  it('changes the e-mail of a client whose only policy is the partner health one (empty selection)', async () => {
    const miguel = await tokenFor(t.app, '11111111H');
    const res = await post(
      '/cliente/actualizaEmail',
      { email: 'miguel.nuevo@example.com', polizas: [], passwordActual: PASSWORD },
      miguel,
    );
    expect(res.json()).toMatchObject({ codigo: Codigo.OK });
    expect((await cliente(miguel)).email).toBe('miguel.nuevo@example.com');
  });

  it("asks for the current password on a normal session and refuses another client's idCliente", async () => {
    const antonio = await tokenFor(t.app, '00000023T');
    const sinClave = await post('/cliente/actualizaEmail', { email: 'a@example.com', polizas: [] }, antonio);
    expect(sinClave.json()).toMatchObject({
      codigo: Codigo.CLAVE_ACTUAL_INCORRECTA,
      mensaje: MENSAJE_CAMBIOS.CLAVE_ACTUAL_REQUERIDA,
    });
    const otro = await post(
      '/cliente/actualizaEmail',
      {
        email: 'a@example.com',
        polizas: [],
        idCliente: await idCliente('12345678Z'),
        passwordActual: PASSWORD,
      },
      antonio,
    );
    expect(otro.statusCode).toBe(404);
    const malo = await post(
      '/cliente/actualizaEmail',
      { email: 'a@b', polizas: [], passwordActual: PASSWORD },
      antonio,
    );
    expect(malo.statusCode).toBe(400);
    expect((await cliente(antonio)).email).toBe('antonio.gomez@example.com');
  });

  it('accepts no password on the session authRegistro just opened, for a few minutes only', async () => {
    const id = await idCliente('B12345674');
    const now = t.clock.now();
    const token = await createSession(
      t.db,
      id,
      now,
      { idleMs: 3_600_000, maxMs: 8 * 3_600_000 },
      { ip: '127.0.0.1', dispositivo: null },
    );
    await t.db.query(
      `INSERT INTO registros (id_cliente, token_hash, tipo, paso, created_at, expires_at, finalizado_at)
       VALUES ($1, $2, 'ALTA', 'COMPLETADO', $3, $4, $5)`,
      [
        id,
        sha256(`registro-${id}`),
        new Date(now.getTime() - 300_000),
        new Date(now.getTime() + 600_000),
        now,
      ],
    );
    const payload = { email: 'alta@construccioneslevante.example', polizas: [], idCliente: id };
    expect((await post('/cliente/actualizaEmail', payload, token)).json().codigo).toBe(Codigo.OK);
    expect((await cliente(token)).email).toBe(payload.email);

    t.clock.advance(11 * 60_000);
    const tarde = await post('/cliente/actualizaEmail', payload, token);
    expect(tarde.json().codigo).toBe(Codigo.CLAVE_ACTUAL_INCORRECTA);
  });
});

describe('POST /user/actualizarPasswordCliente', () => {
  const NUEVA = 'Girasol-Azul-77';
  const cambiar = (token: string, payload: object) => post('/user/actualizarPasswordCliente', payload, token);

  it('shows the server message for mismatched, weak or unchanged passwords', async () => {
    const olga = await tokenFor(t.app, 'X2482300W');
    const base = { passwordActual: PASSWORD };
    expect(
      (await cambiar(olga, { ...base, password: NUEVA, passwordRepetida: `${NUEVA}x` })).json(),
    ).toMatchObject({
      codigo: Codigo.ERROR_NEGOCIO,
      mensaje: MENSAJE_CAMBIOS.CLAVES_DISTINTAS,
    });
    expect(
      (await cambiar(olga, { ...base, password: 'corta1', passwordRepetida: 'corta1' })).json().mensaje,
    ).toBe(MENSAJE_PASSWORD.CORTA);
    expect(
      (await cambiar(olga, { ...base, password: PASSWORD, passwordRepetida: PASSWORD })).json().mensaje,
    ).toBe(MENSAJE_CAMBIOS.CLAVE_IGUAL);
    const wrong = await cambiar(olga, {
      passwordActual: 'NoEsLaMia1',
      password: NUEVA,
      passwordRepetida: NUEVA,
    });
    expect(wrong.json().codigo).toBe(Codigo.CLAVE_ACTUAL_INCORRECTA);
  });

  it('sets the new password, rotates the session that asked and ends every other one', async () => {
    const [actual, otra] = [await tokenFor(t.app, 'X2482300W'), await tokenFor(t.app, 'X2482300W')];
    const ajena = await tokenFor(t.app, '00000023T');
    const res = await cambiar(actual, {
      passwordActual: PASSWORD,
      password: ` ${NUEVA} `,
      passwordRepetida: NUEVA,
    });
    expect(res.json()).toMatchObject({ codigo: Codigo.OK, data: { token: expect.any(String) } });
    const nuevo = res.json<{ data: { token: string } }>().data.token;
    expect(nuevo).not.toBe(actual);
    expect((await get(t.app, '/cliente', nuevo)).statusCode).toBe(200);
    for (const cerrada of [actual, otra]) {
      const res = await get(t.app, '/cliente', cerrada);
      expect(res.statusCode).toBe(401);
      expect(res.json().codigo).toBe(Codigo.SESION_CADUCADA);
    }
    // Another customer's session is untouched.
    expect((await get(t.app, '/cliente', ajena)).statusCode).toBe(200);
    // Rotating does not extend the absolute lifetime: the new session ends when the old one would have.
    const fin = await t.db.query<{ expiresAt: Date }>(
      `SELECT expires_at AS "expiresAt" FROM sesiones WHERE token_hash IN ($1, $2) ORDER BY id_sesion`,
      [sha256(actual), sha256(nuevo)],
    );
    expect(fin.map((f) => f.expiresAt.getTime())).toEqual([
      fin[0]!.expiresAt.getTime(),
      fin[0]!.expiresAt.getTime(),
    ]);
    expect((await login(t.app, 'X2482300W', NUEVA)).json().codigo).toBe(Codigo.OK);
    expect((await login(t.app, 'X2482300W', PASSWORD)).json().codigo).toBe(Codigo.ERROR_NEGOCIO);
  });

  it('counts wrong current passwords as failed logins and then blocks, even the right one', async () => {
    const empresa = await tokenFor(t.app, 'B12345674');
    // The test clock stands still: failures only count after the last successful login.
    t.clock.advance(1000);
    for (let i = 0; i < 5; i++) {
      const res = await cambiar(empresa, {
        passwordActual: `Mala-${i}-2024`,
        password: NUEVA,
        passwordRepetida: NUEVA,
      });
      expect(res.json().codigo).toBe(Codigo.CLAVE_ACTUAL_INCORRECTA);
    }
    const bloqueado = await cambiar(empresa, {
      passwordActual: PASSWORD,
      password: NUEVA,
      passwordRepetida: NUEVA,
    });
    expect(bloqueado.json()).toMatchObject({
      codigo: Codigo.CLAVE_ACTUAL_INCORRECTA,
      mensaje: MENSAJES_BLOQUEO.cuentaBloqueada(15 * 60),
    });
    expect((await login(t.app, 'B12345674')).json()).toMatchObject({
      codigo: Codigo.LOGIN_LIMITADO,
      mensaje: MENSAJES_BLOQUEO.cuentaBloqueada(15 * 60),
    });
  });
});
