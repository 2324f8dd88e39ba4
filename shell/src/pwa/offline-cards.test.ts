import { CACHE_TARJETAS } from '@area-cliente/shared/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCacheStorage } from './fake-cache-storage';
import { dropOfflineCards } from './offline-cards';

const CLIENTE = '0123456789abcdef0123456789abcdef';
const vista = {
  producto: 'Auto Todo Riesgo con Franquicia',
  filas: [['Matrícula', '1234 LMN']],
  telefono: '900 414 142',
  enVigor: true,
  estado: 'En vigor',
  nota: 'Sin conexión: datos a 26-11-2026 10:42',
  notaQr: 'El código QR de verificación solo se muestra con conexión.',
};
/** A copy the customer chose to keep, as remote_portfolio writes it. */
const conservada = {
  formato: 2,
  conservar: true,
  idPoliza: 200001,
  vista,
  guardadaEl: '2026-11-26T09:42:00Z',
};

let fake: ReturnType<typeof fakeCacheStorage>;
beforeEach(() => {
  fake = fakeCacheStorage();
  vi.stubGlobal('caches', fake.storage);
});
afterEach(() => vi.unstubAllGlobals());

async function put(path: string, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  await (await caches.open(CACHE_TARJETAS)).put(path, new Response(text));
}

describe('dropOfflineCards (any session end)', () => {
  it('keeps the copies the customer chose to keep and drops every other, QR copies of older versions first', async () => {
    const base = '/area-cliente/tarjetas-sin-conexion/';
    await put(`${base}${CLIENTE}/200001`, conservada);
    // What the app saved before: every card opened, keyed by policy, with its live QR.
    await put(`${base}200002`, { tarjeta: { idPoliza: 200002 }, vista, qrSvg: '<svg/>', guardadaEl: 'x' });
    // Right key, but a QR inside, or not marked as kept, or not readable.
    await put(`${base}${CLIENTE}/200003`, { ...conservada, idPoliza: 200003, qrSvg: '<svg/>' });
    await put(`${base}${CLIENTE}/200004`, { ...conservada, idPoliza: 200004, conservar: false });
    await put(`${base}${CLIENTE}/200005`, 'not json');
    // Marked as kept, under a key that names no customer (a policy id only).
    await put(`${base}200006`, { ...conservada, idPoliza: 200006 });

    await dropOfflineCards();
    expect(fake.paths(CACHE_TARJETAS)).toEqual([`${base}${CLIENTE}/200001`]);
  });

  it('creates no cache where there was none, and does nothing without Cache Storage (insecure pages)', async () => {
    await dropOfflineCards();
    expect(fake.names()).toEqual([]);
    vi.stubGlobal('caches', undefined);
    await expect(dropOfflineCards()).resolves.toBeUndefined();
  });
});
