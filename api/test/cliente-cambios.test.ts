import { ClienteSchema, Codigo, PolizaVehSchema } from '@area-cliente/shared/contract';
import { MENSAJES_BLOQUEO } from '@area-cliente/shared/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/lib/crypto';
import { MENSAJE_PASSWORD } from '../src/lib/password-policy';
import { createSession } from '../src/repositories/sessions';
import { MENSAJE_CAMBIOS } from '../src/services/cliente-cambios';
import { MENSAJE_SEGUNDO_FACTOR } from '../src/services/segundo-factor';
import { CLAVE, type ClientePrueba, entrar, sembrar } from './datos';
import { API, get, login, startApp, type TestApp } from './helpers';
import { pinPara, ultimoPin } from './segundo-factor-pin';

let t: TestApp;
/** A client with two cars and the partner's health policy, one with that policy only, and three more. */
let titular: ClientePrueba;
let soloHna: ClientePrueba;
let mediado: ClientePrueba;
let cambiaClave: ClientePrueba;
let pyme: ClientePrueba;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await startApp();
  [titular, soloHna, mediado, cambiaClave, pyme] = await sembrar(t, async (d) => {
    const l = await d.cliente();
    ids.coche = (await d.poliza(l, 'VEH')).idPoliza;
    ids.moto = (await d.poliza(l, 'VEH', { line: { tipo_automovil: 'MOTO' } })).idPoliza;
    ids.hna = (await d.poliza(l, 'SALUD_HNA', { documentos: [] })).idPoliza;
    const m = await d.cliente();
    await d.poliza(m, 'SALUD_HNA', { documentos: [] });
    const a = await d.cliente({ pureza_puro_mmt: false });
    ids.ajena = (await d.poliza(a, 'VEH')).idPoliza;
    const o = await d.cliente();
    await d.poliza(o, 'VEH');
    const e = await d.cliente({ nombre: 'Construcciones de Prueba S.L.' });
    await d.poliza(e, 'NEG');
    return [l, m, a, o, e];
  });
});
afterAll(() => t.close());

const post = (path: string, payload: object, token: string) =>
  t.app.inject({ method: 'POST', url: `${API}${path}`, payload, headers: { 'auth-token': token } });

const cliente = async (token: string) =>
  v.parse(ClienteSchema, (await get(t.app, '/cliente', token)).json().data);

describe('POST /cliente/actualizaTelefono', () => {
  let lucia: string;
  let coche: number;
  let moto: number;
  beforeAll(async () => {
    lucia = await entrar(t.app, titular);
    [coche, moto] = [ids.coche!, ids.moto!];
  });
  const cambiar = (payload: object) => post('/cliente/actualizaTelefono', payload, lucia);

  it('changes the phone on record and on the selected policies only, with the PIN sent to the old one', async () => {
    const pin = await pinPara(t, lucia, titular.telefono, 'telefono');
    expect(await ultimoPin(t, '699111222')).toBeUndefined();
    const res = await cambiar({ telefono: ' 699111222 ', polizas: [coche], pin });
    expect(res.json()).toMatchObject({ codigo: Codigo.OK });
    expect((await cliente(lucia)).telefono).toBe('699111222');
    const veh = async (id: number) =>
      v.parse(PolizaVehSchema, (await get(t.app, `/polizas-veh/${id}`, lucia)).json().data);
    expect((await veh(coche)).telefonoTomador).toBe('699111222');
    expect((await veh(moto)).telefonoTomador).toBe(titular.telefono);
  });

  it('refuses the number already on record with codigo 1010 and its message', async () => {
    const res = await cambiar({ telefono: '699111222', polizas: [moto] });
    expect(res.json()).toEqual({
      codigo: Codigo.TELEFONO_RECHAZADO,
      mensaje: MENSAJE_CAMBIOS.TELEFONO_IGUAL,
      data: null,
    });
  });

  it('refuses the password alone, right or wrong, and nothing at all', async () => {
    for (const body of [{ passwordActual: CLAVE }, { passwordActual: 'Otra2024x' }, {}]) {
      const res = await cambiar({ telefono: '711222333', polizas: [], ...body });
      expect(res.json()).toEqual({
        codigo: Codigo.ERROR_NEGOCIO,
        mensaje: MENSAJE_SEGUNDO_FACTOR.REQUERIDO,
        data: null,
      });
    }
    expect((await cliente(lucia)).telefono).toBe('699111222');
  });

  it.each(['812345678', '61234567', '6123456789', ''])('rejects the malformed phone %j', async (telefono) => {
    const res = await cambiar({ telefono, polizas: [], pin: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().codigo).toBe(Codigo.ERROR_NEGOCIO);
  });

  it("answers another client's policy like a missing one; the partner's health policy is not ours to change", async () => {
    const ajena = ids.ajena!;
    const foreign = await cambiar({ telefono: '711222333', polizas: [coche, ajena], pin: '123456' });
    expect(foreign.statusCode).toBe(404);
    const hna = ids.hna!;
    expect((await cambiar({ telefono: '711222333', polizas: [hna], pin: '123456' })).statusCode).toBe(400);
    expect((await cliente(lucia)).telefono).toBe('699111222');
  });
});

describe('POST /cliente/actualizaEmail', () => {
  it('changes the e-mail of a client whose only policy is the partner health one (empty selection)', async () => {
    const miguel = await entrar(t.app, soloHna);
    const pin = await pinPara(t, miguel, soloHna.telefono, 'email');
    const res = await post(
      '/cliente/actualizaEmail',
      { email: 'miguel.nuevo@example.com', polizas: [], pin },
      miguel,
    );
    expect(res.json()).toMatchObject({ codigo: Codigo.OK });
    expect((await cliente(miguel)).email).toBe('miguel.nuevo@example.com');
  });

  it("asks for the SMS code on a normal session (never the password alone) and refuses another client's idCliente", async () => {
    const antonio = await entrar(t.app, mediado);
    for (const body of [{}, { passwordActual: CLAVE }]) {
      const sinPin = await post(
        '/cliente/actualizaEmail',
        { email: 'a@example.com', polizas: [], ...body },
        antonio,
      );
      expect(sinPin.json()).toMatchObject({
        codigo: Codigo.ERROR_NEGOCIO,
        mensaje: MENSAJE_SEGUNDO_FACTOR.REQUERIDO,
      });
    }
    const otro = await post(
      '/cliente/actualizaEmail',
      { email: 'a@example.com', polizas: [], idCliente: titular.idCliente, pin: '123456' },
      antonio,
    );
    expect(otro.statusCode).toBe(404);
    const malo = await post('/cliente/actualizaEmail', { email: 'a@b', polizas: [], pin: '123456' }, antonio);
    expect(malo.statusCode).toBe(400);
    expect((await cliente(antonio)).email).toBe(mediado.email);
  });

  it('accepts no password on the session authRegistro just opened, for a few minutes only', async () => {
    const id = pyme.idCliente;
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

    // The password alone is no way round the code, even on that session.
    const conClave = await post('/cliente/actualizaEmail', { ...payload, passwordActual: CLAVE }, token);
    expect(conClave.json().mensaje).toBe(MENSAJE_SEGUNDO_FACTOR.REQUERIDO);

    t.clock.advance(11 * 60_000);
    const tarde = await post('/cliente/actualizaEmail', payload, token);
    expect(tarde.json().mensaje).toBe(MENSAJE_SEGUNDO_FACTOR.REQUERIDO);
  });
});

describe('POST /user/actualizarPasswordCliente', () => {
  const NUEVA = 'Girasol-Azul-77';
  const cambiar = (token: string, payload: object) => post('/user/actualizarPasswordCliente', payload, token);

  it('shows the server message for mismatched, weak or unchanged passwords', async () => {
    const olga = await entrar(t.app, cambiaClave);
    const base = { passwordActual: CLAVE };
    expect(
      (await cambiar(olga, { ...base, password: NUEVA, passwordRepetida: `${NUEVA}x` })).json(),
    ).toMatchObject({
      codigo: Codigo.ERROR_NEGOCIO,
      mensaje: MENSAJE_CAMBIOS.CLAVES_DISTINTAS,
    });
    expect(
      (await cambiar(olga, { ...base, password: 'corta1', passwordRepetida: 'corta1' })).json().mensaje,
    ).toBe(MENSAJE_PASSWORD.CORTA);
    expect((await cambiar(olga, { ...base, password: CLAVE, passwordRepetida: CLAVE })).json().mensaje).toBe(
      MENSAJE_CAMBIOS.CLAVE_IGUAL,
    );
    const wrong = await cambiar(olga, {
      passwordActual: 'NoEsLaMia1',
      password: NUEVA,
      passwordRepetida: NUEVA,
    });
    expect(wrong.json().codigo).toBe(Codigo.CLAVE_ACTUAL_INCORRECTA);
  });

  it('sets the new password, rotates the session that asked and ends every other one', async () => {
    const [actual, otra] = [await entrar(t.app, cambiaClave), await entrar(t.app, cambiaClave)];
    const ajena = await entrar(t.app, mediado);
    const res = await cambiar(actual, {
      passwordActual: CLAVE,
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
    expect((await login(t.app, cambiaClave.nif, NUEVA)).json().codigo).toBe(Codigo.OK);
    expect((await login(t.app, cambiaClave.nif, CLAVE)).json().codigo).toBe(Codigo.ERROR_NEGOCIO);
  });

  it('counts wrong current passwords as failed logins and then blocks, even the right one', async () => {
    const empresa = await entrar(t.app, pyme);
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
      passwordActual: CLAVE,
      password: NUEVA,
      passwordRepetida: NUEVA,
    });
    expect(bloqueado.json()).toMatchObject({
      codigo: Codigo.CLAVE_ACTUAL_INCORRECTA,
      mensaje: MENSAJES_BLOQUEO.cuentaBloqueada(15 * 60),
    });
    expect((await login(t.app, pyme.nif, CLAVE)).json()).toMatchObject({
      codigo: Codigo.LOGIN_LIMITADO,
      mensaje: MENSAJES_BLOQUEO.cuentaBloqueada(15 * 60),
    });
  });
});
