import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { CLAVE, type ClientePrueba, sembrar } from './datos';
import { API, freshDb, TestClock, testConfig } from './helpers';
import type { FastifyInstance } from 'fastify';

/** Each security event is one structured log line an operator can alert on, never with the secret. */
const lines: Record<string, unknown>[] = [];
let app: FastifyInstance;
let drop: () => Promise<void>;
let bloqueado: ClientePrueba;
let cliente: ClientePrueba;

beforeAll(async () => {
  const fresh = await freshDb();
  drop = fresh.drop;
  const clock = new TestClock();
  app = await buildApp(testConfig({ logLevel: 'info' }), {
    db: fresh.db,
    clock,
    logger: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  await app.ready();
  [bloqueado, cliente] = await sembrar({ db: fresh.db, clock }, async (d) => [
    await d.cliente(),
    await d.cliente(),
  ]);
});
afterAll(async () => {
  await app.close();
  await drop();
});

const post = (path: string, payload: object, token?: string, ip = '10.60.0.1') =>
  app.inject({
    method: 'POST',
    url: `${API}${path}`,
    payload,
    headers: token ? { 'auth-token': token } : {},
    remoteAddress: ip,
  });
const events = (event: string) => lines.filter((l) => l.event === event);

describe('security events', () => {
  it('logs failed logins and lockouts at warn with ip and request id, never what was typed', async () => {
    for (let i = 0; i < 6; i++)
      await post('/user/auth', { username: bloqueado.nif, password: `Secreto-${i}` });
    const failed = events('login.failed');
    expect(failed).toHaveLength(5);
    expect(failed[0]).toMatchObject({ level: 40, ip: '10.60.0.1', idCliente: expect.any(Number) });
    expect(failed[0]?.reqId).toBeTruthy();
    expect(events('login.blocked')).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toMatch(new RegExp(`Secreto-|${bloqueado.nif}`));
  });

  it("logs a request naming another customer's id, and completed password changes", async () => {
    const login = await post(
      '/user/auth',
      { username: cliente.nif, password: CLAVE },
      undefined,
      '10.60.0.2',
    );
    const token = login.json().data.token as string;
    const foreign = await post(
      '/user/insertAudit',
      { idCliente: 999_999, nif: 'x', nameEvento: 'CUPON_AMIGO_COMPARTE_CODIGO' },
      token,
    );
    expect(foreign.statusCode).toBe(404);
    expect(events('access.foreign_id')).toEqual([
      expect.objectContaining({ level: 40, idCliente: expect.any(Number) }),
    ]);

    const wrong = await post(
      '/user/actualizarPasswordCliente',
      { passwordActual: 'No-Es-Esta-1', password: 'Girasol-Azul-77', passwordRepetida: 'Girasol-Azul-77' },
      token,
    );
    expect(wrong.json().codigo).not.toBe(0);
    expect(events('reauth.failed')).toHaveLength(1);
    const changed = await post(
      '/user/actualizarPasswordCliente',
      { passwordActual: CLAVE, password: 'Girasol-Azul-77', passwordRepetida: 'Girasol-Azul-77' },
      token,
    );
    expect(changed.json().codigo).toBe(0);
    expect(events('password.changed')).toEqual([expect.objectContaining({ level: 30 })]);
    expect(JSON.stringify(lines)).not.toMatch(new RegExp(`Girasol|No-Es-Esta|${CLAVE}`));
  });
});
