import * as v from 'valibot';
import { createEventBus, type BusEventType } from '../events';
import { createApiClient, downloadUrl } from './client';
import { ApiError, HandledApiError } from './errors';

type Answer = { status?: number; body: unknown } | Error;

function setup(answer: Answer, initialToken = 'no-token') {
  const bus = createEventBus();
  const events: BusEventType[] = [];
  for (const type of ['session-expired', 'go-to-login', 'communication-error'] as const) {
    bus.on(type, () => events.push(type));
  }
  let stored = initialToken;
  const token = { get: () => stored, set: (t: string) => (stored = t) };
  const requests: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    if (answer instanceof Error) throw answer;
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(text, {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const client = createApiClient({
    bus,
    token,
    fetch: fetchMock as typeof fetch,
    baseUrl: 'http://test/produccion/rest',
  });
  return { client, events, requests, token: () => stored };
}

const Data = v.object({ nombre: v.string() });

describe('api client', () => {
  it('sends Auth-token, unwraps the envelope and validates data', async () => {
    const { client, requests, events } = setup(
      { body: { codigo: 0, mensaje: 'OK', data: { nombre: 'Ana' } } },
      'abc',
    );
    await expect(client.get('/v1/ac/cliente', Data)).resolves.toEqual({ nombre: 'Ana' });
    expect(requests[0]?.url).toBe('http://test/produccion/rest/v1/ac/cliente');
    expect(requests[0]?.headers.get('Auth-token')).toBe('abc');
    expect(events).toEqual([]);
  });

  it("sends 'no-token' when logged out and posts JSON bodies", async () => {
    const { client, requests } = setup({ body: { codigo: 0, mensaje: '', data: { token: 't1' } } });
    await client.post(
      'v1/ac/user/auth',
      { username: '12345678Z', password: 'x' },
      v.object({ token: v.string() }),
    );
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.get('Auth-token')).toBe('no-token');
    await expect(requests[0]?.json()).resolves.toEqual({ username: '12345678Z', password: 'x' });
  });

  it('stores a token carried in data', async () => {
    const { client, token } = setup({ body: { codigo: 0, mensaje: '', data: { token: 'nuevo' } } }, 'viejo');
    await client.post('/v1/ac/user/auth', {}, v.object({ token: v.string() }));
    expect(token()).toBe('nuevo');
  });

  it('codigo 1200 (HTTP 401) emits session-expired once per token and throws HandledApiError', async () => {
    const { client, events } = setup(
      { status: 401, body: { codigo: 1200, mensaje: 'Sesion caducada', data: null } },
      'abc',
    );
    const first = client.get('/v1/ac/portfolio', Data);
    await expect(first).rejects.toBeInstanceOf(HandledApiError);
    await expect(first).rejects.toMatchObject({ reason: 'session-expired' });
    await expect(client.get('/v1/ac/cliente', Data)).rejects.toBeInstanceOf(HandledApiError);
    expect(events).toEqual(['session-expired']);
  });

  it('codigo 1300 emits go-to-login', async () => {
    const { client, events } = setup({ status: 401, body: { codigo: 1300, mensaje: '', data: null } });
    await expect(client.get('/v1/ac/portfolio', Data)).rejects.toMatchObject({ reason: 'go-to-login' });
    expect(events).toEqual(['go-to-login']);
  });

  it('codigo 1111 emits communication-error', async () => {
    const { client, events } = setup({ status: 500, body: { codigo: 1111, mensaje: 'Error', data: null } });
    await expect(client.get('/v1/ac/portfolio', Data)).rejects.toMatchObject({
      reason: 'communication-error',
    });
    expect(events).toEqual(['communication-error']);
  });

  it('an HTTP error without a readable envelope is a communication error', async () => {
    const { client, events } = setup({ status: 502, body: '<html>Bad gateway</html>' });
    await expect(client.get('/v1/ac/portfolio', Data)).rejects.toMatchObject({
      reason: 'communication-error',
    });
    expect(events).toEqual(['communication-error']);
  });

  it('a network failure is a communication error', async () => {
    const { client, events } = setup(new TypeError('Failed to fetch'));
    await expect(client.get('/v1/ac/portfolio', Data)).rejects.toMatchObject({
      reason: 'communication-error',
    });
    expect(events).toEqual(['communication-error']);
  });

  it('data that fails its schema is a communication error and keeps the token', async () => {
    const { client, events, token } = setup(
      { body: { codigo: 0, mensaje: '', data: { nombre: 3, token: 'x' } } },
      'abc',
    );
    await expect(client.get('/v1/ac/cliente', Data)).rejects.toMatchObject({ reason: 'communication-error' });
    expect(events).toEqual(['communication-error']);
    expect(token()).toBe('abc');
  });

  it('other codigos throw ApiError with the server mensaje and no global event', async () => {
    const { client, events } = setup({
      body: { codigo: 1000, mensaje: 'Usuario o contraseña incorrectos', data: null },
    });
    const call = client.post('/v1/ac/user/auth', {}, Data);
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({
      codigo: 1000,
      mensaje: 'Usuario o contraseña incorrectos',
      status: 200,
    });
    expect(events).toEqual([]);
  });

  it('a 400 with an envelope is the envelope business error, not a communication error', async () => {
    const { client, events } = setup({
      status: 400,
      body: { codigo: 1000, mensaje: 'Petición incorrecta', data: null },
    });
    await expect(client.post('/v1/ac/user/auth', {}, Data)).rejects.toMatchObject({
      codigo: 1000,
      status: 400,
    });
    expect(events).toEqual([]);
  });

  it('codigo 1010 reaches the screen as ApiError', async () => {
    const { client } = setup({ body: { codigo: 1010, mensaje: 'Teléfono no admitido', data: null } });
    await expect(client.post('/v1/ac/cliente/actualizaTelefono', {}, v.unknown())).rejects.toMatchObject({
      codigo: 1010,
    });
  });
});

describe('downloadUrl', () => {
  it('builds API URLs for downloads', () => {
    expect(downloadUrl('/v1/ac/recibos/5/imprimir/tk')).toBe('/produccion/rest/v1/ac/recibos/5/imprimir/tk');
    expect(downloadUrl('v1/ac/polizas/ccpp/1/tk')).toBe('/produccion/rest/v1/ac/polizas/ccpp/1/tk');
  });
});
