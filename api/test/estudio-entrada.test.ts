import { ESTUDIO_RUTAS, EstudioYoSchema } from '@area-cliente/shared/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entrarEnEstudio, RechazoIdp } from './estudio/entrada-oidc';
import { API, startApp, tokenFor, type TestApp } from './helpers';

// Staff sign-in through the demo's local OpenID provider, as a browser does it: authorization code
// with PKCE, state and nonce; the provider's groups become the studio's roles.
let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

describe('studio sign-in (OpenID Connect, local provider)', () => {
  it('signs editora in with the editor role; her cookie opens the studio API only', async () => {
    const { vuelta, cookie } = await entrarEnEstudio(t.app, 'editora');
    expect(vuelta.statusCode).toBe(302);
    expect(vuelta.headers.location).toBe('/estudio/');
    const setCookie = String(vuelta.headers['set-cookie']);
    expect(setCookie).toMatch(/ac_estudio=[\w-]+; Path=\/estudio; Max-Age=28800; HttpOnly; SameSite=Lax/);
    const yo = await t.app.inject({ method: 'GET', url: ESTUDIO_RUTAS.yo, headers: { cookie: cookie! } });
    expect(v.parse(EstudioYoSchema, yo.json())).toEqual({
      usuario: 'editora',
      nombre: 'Elena Editora',
      roles: ['editor'],
    });
    // The customer API never reads the staff cookie.
    const portfolio = await t.app.inject({
      method: 'GET',
      url: `${API}/portfolio`,
      headers: { cookie: cookie! },
    });
    expect(portfolio.statusCode).toBe(401);
    // Only the token's hash is stored.
    const token = /ac_estudio=([^;]+)/.exec(cookie!)![1]!;
    const filas = await t.db.query<{ n: string }>(
      "SELECT count(*) AS n FROM estudio_sesiones WHERE usuario = 'editora' AND encode(token_hash, 'escape') LIKE '%' || $1 || '%'",
      [token],
    );
    expect(Number(filas[0]!.n)).toBe(0);
  });

  it('maps each demo employee to their role', async () => {
    for (const [usuario, roles] of [
      ['aprobador', ['publicador']],
      ['atencion', ['atencion']],
    ] as const) {
      const { cookie } = await entrarEnEstudio(t.app, usuario);
      const yo = await t.app.inject({ method: 'GET', url: ESTUDIO_RUTAS.yo, headers: { cookie: cookie! } });
      expect(yo.json().roles).toEqual(roles);
    }
  });

  it('refuses an employee without a studio group (403 page, no session)', async () => {
    const { vuelta, cookie } = await entrarEnEstudio(t.app, 'visitante');
    expect(vuelta.statusCode).toBe(403);
    expect(vuelta.body).toContain('No tienes acceso al estudio');
    expect(cookie).toBeUndefined();
  });

  it('the provider refuses a wrong password with its own Spanish page', async () => {
    const error = await entrarEnEstudio(t.app, 'editora', 'Otra2024').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RechazoIdp);
    expect((error as RechazoIdp).status).toBe(401);
    expect((error as RechazoIdp).html).toContain('El usuario o la contraseña no son correctos.');
  });

  it('refuses a return without the signed sign-in cookie (state kept by the browser)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${ESTUDIO_RUTAS.vuelta}?code=x&state=y` });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('La entrada ha caducado');
  });

  it('answers 401 SIN_SESION without a staff session, 404 to a customer token, and logs out', async () => {
    const sin = await t.app.inject({ method: 'GET', url: ESTUDIO_RUTAS.yo });
    expect(sin.statusCode).toBe(401);
    expect(sin.json()).toEqual({ codigo: 'SIN_SESION' });
    const token = await tokenFor(t.app, '12345678Z');
    const cliente = await t.app.inject({
      method: 'GET',
      url: ESTUDIO_RUTAS.yo,
      headers: { 'auth-token': token },
    });
    expect(cliente.statusCode).toBe(404);
    const { cookie } = await entrarEnEstudio(t.app, 'editora');
    const sinCabecera = await t.app.inject({
      method: 'POST',
      url: ESTUDIO_RUTAS.salir,
      headers: { cookie: cookie! },
    });
    expect(sinCabecera.statusCode).toBe(403);
    const salir = await t.app.inject({
      method: 'POST',
      url: ESTUDIO_RUTAS.salir,
      headers: { cookie: cookie!, 'x-estudio': '1' },
    });
    expect(salir.statusCode).toBe(204);
    const despues = await t.app.inject({
      method: 'GET',
      url: ESTUDIO_RUTAS.yo,
      headers: { cookie: cookie! },
    });
    expect(despues.statusCode).toBe(401);
  });
});
