import { CACHE_TARJETAS, TARJETAS_SIN_CONEXION_URL } from '@area-cliente/shared/domain';
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

// The service worker is a plain script that cannot import the kernel: it must name the same cache the
// policy screens write the offline digital cards to.
const sw = readFileSync(new URL('../../shell/public/sw.js', import.meta.url), 'utf8');

const ORIGIN = 'https://area.example.com';

/** Cache Storage in memory, keys as absolute URLs (what a browser keeps for a path put on a page). */
function fakeCaches() {
  const caches = new Map<string, Map<string, string>>();
  const url = (key: string | { url: string }) =>
    new URL(typeof key === 'string' ? key : key.url, ORIGIN).href;
  const cache = (entries: Map<string, string>) => ({
    put: async (key: string | { url: string }, response: Response) =>
      void entries.set(url(key), await response.text()),
    match: async (key: string | { url: string }) => {
      const body = entries.get(url(key));
      return body === undefined ? undefined : new Response(body);
    },
    delete: async (key: string | { url: string }) => entries.delete(url(key)),
    keys: async () => [...entries.keys()].map((k) => new Request(k)),
  });
  return {
    paths: (name: string) => [...(caches.get(name)?.keys() ?? [])].map((k) => new URL(k).pathname),
    storage: {
      open: async (name: string) => {
        if (!caches.has(name)) caches.set(name, new Map());
        return cache(caches.get(name)!);
      },
      has: async (name: string) => caches.has(name),
      delete: async (name: string) => caches.delete(name),
      keys: async () => [...caches.keys()],
    },
  };
}

type Listener = (event: Record<string, unknown>) => void;

/** sw.js run as the browser runs it: its own global scope, the network down. */
function installWorker() {
  const listeners = new Map<string, Listener>();
  const caches = fakeCaches();
  const self = {
    registration: { scope: `${ORIGIN}/area-cliente/` },
    location: new URL(`${ORIGIN}/area-cliente/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: () => undefined,
    clients: { claim: async () => undefined },
  };
  runInNewContext(sw, {
    self,
    caches: caches.storage,
    fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    URL,
    Request,
    Response,
    TextEncoder,
    crypto: globalThis.crypto,
    btoa,
    Promise,
    Set,
  });
  return {
    caches,
    put: async (path: string, body: unknown) =>
      (await caches.storage.open(CACHE_TARJETAS)).put(path, new Response(JSON.stringify(body))),
    async activate() {
      let done: Promise<unknown> = Promise.resolve();
      listeners.get('activate')!({ waitUntil: (p: Promise<unknown>) => (done = p) });
      await done;
    },
    /** A navigation to `path` while offline: the response the worker answers with. */
    async navigate(path: string): Promise<Response> {
      let answer: Promise<Response> | undefined;
      listeners.get('fetch')!({
        request: { method: 'GET', url: `${ORIGIN}${path}`, mode: 'navigate' },
        respondWith: (p: Promise<Response>) => (answer = p),
      });
      return answer!;
    },
  };
}

const CLIENTE = '0123456789abcdef0123456789abcdef';
const vista = {
  producto: 'Auto Todo Riesgo con Franquicia',
  filas: [
    ['Póliza', 'AUT-10023456'],
    ['Matrícula', '1234 LMN'],
  ],
  telefono: '900 414 142',
  enVigor: true,
  estado: 'En vigor',
  nota: 'Sin conexión: datos a 26-11-2026 10:42',
  notaQr: 'El código QR de verificación solo se muestra con conexión.',
};
/** A copy the customer chose to keep, as remote_portfolio's tarjeta-offline.ts writes it. */
const kept = { formato: 2, conservar: true, idPoliza: 200001, vista, guardadaEl: '2026-11-26T09:42:00.000Z' };
/** What an older version kept of every card opened: keyed by policy, its live QR inside. */
const legacy = {
  tarjeta: { idPoliza: 200002, codigoVerificacion: 'abcDEF123_-abcDEF123_-xy' },
  vista: { ...vista, filas: [['Matrícula', '9999 ZZZ']] },
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1v1H0z"/></svg>',
  guardadaEl: '2026-11-26T09:42:00.000Z',
};

describe('the offline digital cards in the service worker', () => {
  it('are kept across versions under the cache and the path the app writes', () => {
    expect(sw).toContain(`const CARDS_CACHE = '${CACHE_TARJETAS}';`);
    expect(sw).toContain('new Set([ASSETS_CACHE, PAGES_CACHE, CARDS_CACHE])');
    expect(TARJETAS_SIN_CONEXION_URL).toBe('/area-cliente/tarjetas-sin-conexion/');
    expect(sw).toContain('const CARDS_PATH = `${SCOPE}tarjetas-sin-conexion/`;');
  });

  it('serves the kept ones offline without a QR, under a policy of its own: no script, no image, its style by hash', async () => {
    const worker = installWorker();
    await worker.put(`${TARJETAS_SIN_CONEXION_URL}${CLIENTE}/200001`, kept);
    const page = await worker.navigate('/area-cliente/inicio');
    const html = await page.text();
    expect(html).toContain('<h1>Tus tarjetas</h1>');
    expect(html).toContain('Sin conexión: datos a 26-11-2026 10:42');
    expect(html).toContain('<dd>1234 LMN</dd>');
    expect(html).toContain('<p class="qr">El código QR de verificación solo se muestra con conexión.</p>');
    expect(html).not.toMatch(/<img|<script|<svg/);
    expect(page.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/,
    );
    expect(page.headers.get('cache-control')).toBe('no-store');
  });

  it('never shows a copy an older version kept with its QR, and drops it when it takes over', async () => {
    const worker = installWorker();
    await worker.put(`${TARJETAS_SIN_CONEXION_URL}200002`, legacy);
    await worker.put(`${TARJETAS_SIN_CONEXION_URL}${CLIENTE}/200003`, {
      ...legacy,
      formato: 2,
      conservar: true,
    });
    // Nothing of theirs to show: no cards page (and, with no copy of the app either, the network error).
    await expect(worker.navigate('/area-cliente/inicio')).rejects.toThrow('Failed to fetch');

    await worker.put(`${TARJETAS_SIN_CONEXION_URL}${CLIENTE}/200001`, kept);
    const html = await (await worker.navigate('/area-cliente/inicio')).text();
    expect(html).toContain('1234 LMN');
    expect(html).not.toContain('9999 ZZZ');

    await worker.activate();
    expect(worker.caches.paths(CACHE_TARJETAS)).toEqual([`${TARJETAS_SIN_CONEXION_URL}${CLIENTE}/200001`]);
  });
});
