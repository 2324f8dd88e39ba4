import * as v from 'valibot';
import { CALLS, DOWNLOADS, type CallSpec, type ReciboDetalle } from '../contract';
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
const TokenData = v.object({ token: v.string() });
const Login = v.object({ username: v.string(), password: v.string() });

// Calls shaped like CALLS entries, with small schemas of the test's own.
const cliente = { method: 'GET', path: '/v1/ac/cliente', data: Data } as const satisfies CallSpec;
const portfolio = { method: 'GET', path: '/v1/ac/portfolio', data: Data } as const satisfies CallSpec;
const recibo = { method: 'GET', path: '/v1/ac/recibos/:idRecibo', data: Data } as const satisfies CallSpec;
const auth = {
  method: 'POST',
  path: '/v1/ac/user/auth',
  body: Login,
  data: TokenData,
} as const satisfies CallSpec;
const authData = {
  method: 'POST',
  path: '/v1/ac/user/auth',
  body: Login,
  data: Data,
} as const satisfies CallSpec;
const telefono = {
  method: 'POST',
  path: '/v1/ac/cliente/actualizaTelefono',
  body: v.object({ telefono: v.string() }),
  data: v.unknown(),
} as const satisfies CallSpec;
const login = { body: { username: '12345678Z', password: 'x' } };

describe('api client', () => {
  it('sends Auth-token, unwraps the envelope and validates data', async () => {
    const { client, requests, events } = setup(
      { body: { codigo: 0, mensaje: 'OK', data: { nombre: 'Ana' } } },
      'abc',
    );
    await expect(client.call(cliente)).resolves.toEqual({ nombre: 'Ana' });
    expect(requests[0]?.url).toBe('http://test/produccion/rest/v1/ac/cliente');
    expect(requests[0]?.headers.get('Auth-token')).toBe('abc');
    expect(events).toEqual([]);
  });

  it("sends 'no-token' when logged out and posts JSON bodies", async () => {
    const { client, requests } = setup({ body: { codigo: 0, mensaje: '', data: { token: 't1' } } });
    await client.call(auth, login);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.get('Auth-token')).toBe('no-token');
    await expect(requests[0]?.json()).resolves.toEqual({ username: '12345678Z', password: 'x' });
  });

  it('sends a multipart call as form data, the Blob as a file part', async () => {
    const foto = { uuid: crypto.randomUUID(), mimeType: 'image/jpeg', bytes: 3, ancho: 1, alto: 1 };
    const { client, requests } = setup({ body: { codigo: 0, mensaje: '', data: foto } });
    const blob = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' });
    await expect(client.call(CALLS.subeFotoSiniestro, { body: { foto: blob } })).resolves.toEqual(foto);
    expect(requests[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const part = (await requests[0]!.formData()).get('foto') as Blob;
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('stores a token carried in data', async () => {
    const { client, token } = setup({ body: { codigo: 0, mensaje: '', data: { token: 'nuevo' } } }, 'viejo');
    await client.call(auth, login);
    expect(token()).toBe('nuevo');
  });

  it('codigo 1200 (HTTP 401) emits session-expired once per token and throws HandledApiError', async () => {
    const { client, events } = setup(
      { status: 401, body: { codigo: 1200, mensaje: 'Sesion caducada', data: null } },
      'abc',
    );
    const first = client.call(portfolio);
    await expect(first).rejects.toBeInstanceOf(HandledApiError);
    await expect(first).rejects.toMatchObject({ reason: 'session-expired' });
    await expect(client.call(cliente)).rejects.toBeInstanceOf(HandledApiError);
    expect(events).toEqual(['session-expired']);
  });

  it('a call refused 1200 after a password change rotated the token goes once more with the new one', async () => {
    const bus = createEventBus();
    const events: BusEventType[] = [];
    bus.on('session-expired', () => events.push('session-expired'));
    let stored = 'viejo';
    const sent: (string | null)[] = [];
    const answer = (body: object, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    const client = createApiClient({
      bus,
      token: { get: () => stored, set: (t) => (stored = t) },
      baseUrl: 'http://test/produccion/rest',
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const tokenSent = new Request(input, init).headers.get('Auth-token');
        sent.push(tokenSent);
        // The rotation lands while the first call is on its way.
        stored = 'nuevo';
        return tokenSent === 'nuevo'
          ? answer({ codigo: 0, mensaje: '', data: { nombre: 'Ana' } })
          : answer({ codigo: 1200, mensaje: 'Sesion caducada', data: null }, 401);
      }) as typeof fetch,
    });
    expect(await client.call(cliente)).toEqual({ nombre: 'Ana' });
    expect(sent).toEqual(['viejo', 'nuevo']);
    expect(events).toEqual([]);
  });

  it('a 1200 for the token still stored is not sent again', async () => {
    const { client, events, requests } = setup(
      { status: 401, body: { codigo: 1200, mensaje: 'Sesion caducada', data: null } },
      'abc',
    );
    await expect(client.call(cliente)).rejects.toMatchObject({ reason: 'session-expired' });
    expect(requests).toHaveLength(1);
    expect(events).toEqual(['session-expired']);
  });

  it('codigo 1300 emits go-to-login', async () => {
    const { client, events } = setup({ status: 401, body: { codigo: 1300, mensaje: '', data: null } });
    await expect(client.call(portfolio)).rejects.toMatchObject({ reason: 'go-to-login' });
    expect(events).toEqual(['go-to-login']);
  });

  it('codigo 1111 emits communication-error', async () => {
    const { client, events } = setup({ status: 500, body: { codigo: 1111, mensaje: 'Error', data: null } });
    await expect(client.call(portfolio)).rejects.toMatchObject({
      reason: 'communication-error',
    });
    expect(events).toEqual(['communication-error']);
  });

  it('an HTTP error without a readable envelope is a communication error', async () => {
    const { client, events } = setup({ status: 502, body: '<html>Bad gateway</html>' });
    await expect(client.call(portfolio)).rejects.toMatchObject({
      reason: 'communication-error',
    });
    expect(events).toEqual(['communication-error']);
  });

  it('a network failure is a communication error', async () => {
    const { client, events } = setup(new TypeError('Failed to fetch'));
    await expect(client.call(portfolio)).rejects.toMatchObject({
      reason: 'communication-error',
    });
    expect(events).toEqual(['communication-error']);
  });

  it('a quiet call leaves a failed connection to its screen: nothing announced, still a handled error', async () => {
    for (const answer of [
      new TypeError('Failed to fetch'),
      { status: 502, body: '<html>Bad gateway</html>' },
      { status: 500, body: { codigo: 1111, mensaje: 'Error', data: null } },
    ]) {
      const { client, events } = setup(answer);
      const error: unknown = await client.call(portfolio, { quiet: true }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HandledApiError);
      expect(error).toMatchObject({ reason: 'communication-error' });
      expect(events).toEqual([]);
    }
    // A session that ended is still the shell's to tell.
    const { client, events } = setup({ status: 401, body: { codigo: 1300, mensaje: '', data: null } });
    await expect(client.call(portfolio, { quiet: true })).rejects.toMatchObject({ reason: 'go-to-login' });
    expect(events).toEqual(['go-to-login']);
  });

  it('data that fails its schema is a communication error and keeps the token', async () => {
    const { client, events, token } = setup(
      { body: { codigo: 0, mensaje: '', data: { nombre: 3, token: 'x' } } },
      'abc',
    );
    await expect(client.call(cliente)).rejects.toMatchObject({ reason: 'communication-error' });
    expect(events).toEqual(['communication-error']);
    expect(token()).toBe('abc');
  });

  it('other codigos throw ApiError with the server mensaje and no global event', async () => {
    const { client, events } = setup({
      body: { codigo: 1000, mensaje: 'Usuario o contraseña incorrectos', data: null },
    });
    const call = client.call(authData, login);
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
    await expect(client.call(authData, login)).rejects.toMatchObject({
      codigo: 1000,
      status: 400,
    });
    expect(events).toEqual([]);
  });

  it('codigo 1010 reaches the screen as ApiError', async () => {
    const { client } = setup({ body: { codigo: 1010, mensaje: 'Teléfono no admitido', data: null } });
    await expect(client.call(telefono, { body: { telefono: '612345678' } })).rejects.toMatchObject({
      codigo: 1010,
    });
  });
});

describe('api.call', () => {
  it('fills and encodes the path parameters', async () => {
    const { client, requests } = setup({ body: { codigo: 0, mensaje: '', data: { nombre: 'Ana' } } });
    await client.call(recibo, { params: { idRecibo: 'a/b 1' } });
    expect(requests[0]?.url).toBe('http://test/produccion/rest/v1/ac/recibos/a%2Fb%201');
  });

  it('a body the contract refuses is answered like the API would, without sending it', async () => {
    const { client, requests, events } = setup({ body: { codigo: 0, mensaje: '', data: { token: 't' } } });
    const bad = { body: { username: 12 } } as unknown as typeof login;
    await expect(client.call(auth, bad)).rejects.toMatchObject({
      codigo: 1000,
      mensaje: 'Petición incorrecta',
      status: 400,
    });
    expect(requests).toEqual([]);
    expect(events).toEqual([]);
  });

  it('types each call from its spec: path parameters and body required, data inferred', () => {
    const { client } = setup({ body: { codigo: 0, mensaje: '', data: null } });
    // Never run: the checks are the compiler's.
    const typed = () => {
      // @ts-expect-error the receipt call needs its idRecibo
      void client.call(CALLS.recibo);
      // @ts-expect-error auth needs its body
      void client.call(CALLS.auth);
      // @ts-expect-error a GET sends no body
      void client.call(CALLS.portfolio, { body: {} });
      return client.call(CALLS.recibo, { params: { idRecibo: 1 } });
    };
    expectTypeOf(typed).returns.resolves.toEqualTypeOf<ReciboDetalle>();
  });

  it('a POST without a body sends an empty object', async () => {
    const { client, requests } = setup({
      body: { codigo: 0, mensaje: '', data: { token: 't', caducaEnSegundos: 300, reenvioEnSegundos: 60 } },
    });
    await client.call(CALLS.generarPinAcceso);
    await expect(requests[0]?.json()).resolves.toEqual({});
  });
});

describe('downloadUrl', () => {
  it('builds API URLs for downloads', () => {
    expect(downloadUrl(DOWNLOADS.recibo, { id: 5, token: 'tk' })).toBe(
      '/produccion/rest/v1/ac/recibos/5/imprimir/tk',
    );
    expect(downloadUrl(DOWNLOADS.ccpp, { id: 1, token: 't/k' })).toBe(
      '/produccion/rest/v1/ac/polizas/ccpp/1/t%2Fk',
    );
  });
});
