import * as shared from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { CACHE_TARJETAS } from '@area-cliente/shared/domain';
import type { TarjetaPoliza } from '@area-cliente/shared/contract';
import { logInForTest, makeCliente, makePortfolio, seedPortfolio } from '@area-cliente/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TarjetaDigital } from './tarjeta-digital';
import { claveCliente, copiaDe, vistaTarjeta } from './tarjeta-offline';

const tarjeta: TarjetaPoliza = {
  idPoliza: 200001,
  ramo: 'VEH',
  producto: 'Auto Todo Riesgo con Franquicia',
  numPoliza: 'AUT-10023456',
  riesgoEtiqueta: 'Matrícula',
  riesgo: '1234 LMN',
  fecEfecto: '2026-01-05',
  fechaVto: '2027-01-04',
  enVigor: true,
  telefonoAsistencia: '900 414 142',
  codigoVerificacion: 'abcDEF123_-abcDEF123_-xy',
  codigoCaduca: '2027-01-04',
  emitidaEl: '2026-11-26T09:42:00.000Z',
};

const GUARDAR = 'Guardar la tarjeta en este dispositivo para verla sin conexión';
const NOTA_QR = 'El código QR de verificación solo se muestra con conexión.';
const QR = 'Código QR para comprobar que la póliza está en vigor';

/** Cache Storage as the browser has it in a secure context, in memory: keys are absolute URLs. */
function fakeCaches() {
  const caches = new Map<string, Map<string, string>>();
  const url = (key: RequestInfo | URL) =>
    new URL(typeof key === 'string' || key instanceof URL ? key : key.url, 'http://localhost/').href;
  const cache = (entries: Map<string, string>) => ({
    put: async (key: RequestInfo | URL, response: Response) =>
      void entries.set(url(key), await response.text()),
    match: async (key: RequestInfo | URL) => {
      const body = entries.get(url(key));
      return body === undefined ? undefined : new Response(body);
    },
    delete: async (key: RequestInfo | URL) => entries.delete(url(key)),
    keys: async () => [...entries.keys()].map((k) => new Request(k)),
  });
  const storage = {
    open: async (name: string) => {
      if (!caches.has(name)) caches.set(name, new Map());
      return cache(caches.get(name)!);
    },
    has: async (name: string) => caches.has(name),
    delete: async (name: string) => caches.delete(name),
    keys: async () => [...caches.keys()],
  };
  /** Every entry kept, by key. */
  const entries = () => Object.fromEntries(caches.get(CACHE_TARJETAS) ?? new Map<string, string>());
  return { storage, entries };
}

let cache: ReturnType<typeof fakeCaches>;
beforeEach(() => {
  cache = fakeCaches();
  vi.stubGlobal('caches', cache.storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Logged in as the customer `idCliente`, whose portfolio has been read. */
function comoCliente(idCliente: number) {
  logInForTest();
  seedPortfolio(makePortfolio({ cliente: makeCliente({ idCliente, numDoc: '12345678Z' }) }));
}

const online = () =>
  vi
    .spyOn(shared.api, 'call')
    .mockImplementation(async (spec) =>
      spec === CALLS.tarjetaPoliza ? tarjeta : Promise.reject(new Error('unexpected call')),
    );
const offline = () => vi.spyOn(shared.api, 'call').mockRejectedValue(new TypeError('Failed to fetch'));

const card = () => screen.findByRole('region', { name: 'Tarjeta digital' });

describe('TarjetaDigital', () => {
  it('shows the essentials, the assistance line and the QR as an SVG image; keeps nothing unasked', async () => {
    comoCliente(7);
    online();
    render(<TarjetaDigital idPoliza={200001} />);
    const region = await card();
    const qr = await within(region).findByRole('img', { name: QR });
    expect(region.textContent).toContain('AUT-10023456');
    expect(region.textContent).toContain('Matrícula1234 LMN');
    expect(region.textContent).toContain('VigenciaDel 05-01-2026 al 04-01-2027');
    expect(region.textContent).toContain('En vigor');
    expect(within(region).getByRole('link', { name: '900 414 142' }).getAttribute('href')).toBe(
      'tel:900414142',
    );
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(qr.getAttribute('src')).not.toContain('style');
    expect(within(region).getByRole('button', { name: 'Descargar certificado (PDF)' })).toBeTruthy();
    // Off by default: nothing is written to the device.
    const guardar = within(region).getByRole('checkbox', { name: GUARDAR });
    expect((guardar as HTMLInputElement).checked).toBe(false);
    expect(cache.entries()).toEqual({});
  });

  it('keeps the card (never its code or QR) under a key that does not name the customer, and drops it when turned off', async () => {
    comoCliente(7);
    online();
    render(<TarjetaDigital idPoliza={200001} />);
    const guardar = await within(await card()).findByRole('checkbox', { name: GUARDAR });
    await userEvent.click(guardar);
    await waitFor(() => expect(Object.keys(cache.entries())).toHaveLength(1));
    const [[key, body]] = Object.entries(cache.entries()) as [[string, string]];
    const cliente = await claveCliente(7);
    expect(cliente).toMatch(/^[0-9a-f]{32}$/);
    expect(key).toBe(`http://localhost/area-cliente/tarjetas-sin-conexion/${cliente}/200001`);
    expect(key).not.toContain('12345678Z');
    expect(body).not.toContain(tarjeta.codigoVerificacion);
    expect(body).not.toContain('svg');
    expect(body).not.toContain('qrSvg');
    expect(JSON.parse(body)).toMatchObject({
      formato: 2,
      conservar: true,
      idPoliza: 200001,
      vista: { notaQr: NOTA_QR, filas: expect.arrayContaining([['Matrícula', '1234 LMN']]) },
    });
    // Turned off: the copy goes at once.
    await userEvent.click(guardar);
    await waitFor(() => expect(cache.entries()).toEqual({}));
  });

  it("shows the device's copy, dated, without a QR, when the API cannot be reached", async () => {
    comoCliente(7);
    const guardadaEl = new Date('2026-11-26T09:42:00Z');
    await (
      await caches.open(CACHE_TARJETAS)
    ).put(
      `/area-cliente/tarjetas-sin-conexion/${await claveCliente(7)}/200001`,
      new Response(JSON.stringify(copiaDe(200001, vistaTarjeta(tarjeta, guardadaEl), guardadaEl))),
    );
    const call = offline();
    render(<TarjetaDigital idPoliza={200001} />);
    expect(await screen.findByText('Sin conexión: datos a 26-11-2026 10:42')).toBeTruthy();
    const region = await card();
    expect(within(region).getByText('1234 LMN')).toBeTruthy();
    expect(within(region).getByText(NOTA_QR)).toBeTruthy();
    expect(within(region).queryByRole('img', { name: QR })).toBeNull();
    expect((within(region).getByRole('checkbox', { name: GUARDAR }) as HTMLInputElement).checked).toBe(true);
    expect(within(region).queryByRole('button', { name: 'Descargar certificado (PDF)' })).toBeNull();
    // Asked quietly: the shell's communication alert would cover the note.
    expect(call.mock.calls.find(([spec]) => spec === CALLS.tarjetaPoliza)?.[1]).toMatchObject({
      quiet: true,
    });
  });

  it("never shows another customer's copy, nor one an older version kept with its QR", async () => {
    const guardadaEl = new Date('2026-11-26T09:42:00Z');
    const store = await caches.open(CACHE_TARJETAS);
    await store.put(
      `/area-cliente/tarjetas-sin-conexion/${await claveCliente(7)}/200001`,
      new Response(JSON.stringify(copiaDe(200001, vistaTarjeta(tarjeta, guardadaEl), guardadaEl))),
    );
    await store.put(
      `/area-cliente/tarjetas-sin-conexion/${await claveCliente(8)}/200001`,
      new Response(
        JSON.stringify({ tarjeta, vista: vistaTarjeta(tarjeta, guardadaEl), qrSvg: '<svg/>', guardadaEl }),
      ),
    );
    comoCliente(8);
    offline();
    render(<TarjetaDigital idPoliza={200001} />);
    expect(await within(await card()).findByText(/No hemos podido cargar tu tarjeta/)).toBeTruthy();
    expect(screen.queryByText('1234 LMN')).toBeNull();
  });

  it('refreshes a kept copy each time the card is read', async () => {
    comoCliente(7);
    const antes = new Date('2026-11-01T09:00:00Z');
    const key = `http://localhost/area-cliente/tarjetas-sin-conexion/${await claveCliente(7)}/200001`;
    await (
      await caches.open(CACHE_TARJETAS)
    ).put(key, new Response(JSON.stringify(copiaDe(200001, vistaTarjeta(tarjeta, antes), antes))));
    online();
    render(<TarjetaDigital idPoliza={200001} />);
    await within(await card()).findByRole('img', { name: QR });
    await waitFor(() => expect(JSON.parse(cache.entries()[key]!).guardadaEl).not.toBe(antes.toISOString()));
    expect(cache.entries()[key]).not.toContain(tarjeta.codigoVerificacion);
  });

  it('offers nothing to keep where the browser has no Cache Storage (a plain http page)', async () => {
    vi.stubGlobal('caches', undefined);
    comoCliente(7);
    online();
    render(<TarjetaDigital idPoliza={200001} />);
    const region = await card();
    expect(await within(region).findByRole('img', { name: QR })).toBeTruthy();
    expect(within(region).queryByRole('checkbox', { name: GUARDAR })).toBeNull();
  });
});
