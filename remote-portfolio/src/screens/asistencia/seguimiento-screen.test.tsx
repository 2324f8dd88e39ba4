import { ApiError, RemotePropsContext, type RemoteProps } from '@area-cliente/shared';
import { CALLS, type Asistencia } from '@area-cliente/shared/contract';
import { logInForTest } from '@area-cliente/shared/testing';
import { queryClient } from '@area-cliente/shared/query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIRMAR_CANCELACION } from './cancelar';
import { MAPA_NO_DISPONIBLE } from './mapa-asistencia';
import { SeguimientoAsistenciaScreen } from './seguimiento-screen';

const shared = vi.hoisted(() => ({ call: vi.fn() }));
// The map library is not loaded in these tests: what the page asks of it is recorded instead.
const leaflet = vi.hoisted(() => ({ dibujaMapa: vi.fn(), situa: vi.fn(), quita: vi.fn() }));
// The map library itself is Leaflet's to test; here, what the page asks it to draw.
vi.mock('../../../../shared/src/mapa/leaflet', () => ({ dibujaMapa: leaflet.dibujaMapa }));
vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);

const base: Asistencia = {
  codigo: 'AS-7KQ4M9PX',
  estado: 'RECIBIDA',
  idPoliza: 200001,
  vehiculo: 'SEAT León · 1234 LMN',
  situacion: 'PINCHAZO',
  telefono: '612345678',
  ubicacion: 'Tu posición (GPS, precisión de unos 15 m)',
  solicitadaEl: '2026-11-26T09:00:00.000Z',
  llegadaEstimada: null,
  servicio: null,
  actualizadaEl: '2026-11-26T09:00:00.000Z',
  canceladaEl: null,
  telefonoAsistencia: '900 414 142',
};

function renderScreen() {
  const props: RemoteProps = { screen: 'asistencia', params: { codigo: 'as-7kq4m9px' }, navigate: vi.fn() };
  render(
    <RemotePropsContext.Provider value={props}>
      <SeguimientoAsistenciaScreen {...props} />
    </RemotePropsContext.Provider>,
  );
}

/** The page's one phone to call: the line's 24-hour assistance one, near the state, never an office line. */
function esperaAsistencia24h() {
  const linea = screen.getByText(/¿Necesitas hablar con nosotros\?/);
  expect(linea.textContent).toBe('¿Necesitas hablar con nosotros? Asistencia 24 horas: 900 414 142');
  expect(within(linea).getByRole('link', { name: '900 414 142' }).getAttribute('href')).toBe('tel:900414142');
  expect([...document.querySelectorAll('a[href^="tel:"]')].map((a) => a.getAttribute('href'))).toEqual([
    'tel:900414142',
  ]);
  expect(document.body.textContent).not.toContain('910 414 141');
}

const lecturas = () => shared.call.mock.calls.filter(([spec]) => spec === CALLS.asistencia).length;
const pasan = async (ms: number) => {
  await act(async () => {
    vi.advanceTimersByTime(ms);
    await Promise.resolve();
  });
};

/** On its way, with the driver's phone, the truck's position, the customer's and the map's tiles. */
const enCamino: Asistencia = {
  ...base,
  estado: 'EN_CAMINO',
  llegadaEstimada: '2030-01-01T10:00:00.000Z',
  servicio: {
    vehiculo: 'Grúa plataforma · 4821 LMN',
    conductor: 'Javier',
    telefono: '611414142',
    posicion: { latitud: 40.06, longitud: -3.0075, actualizadaEl: '2030-01-01T09:32:00.000Z' },
  },
  posicionCliente: { latitud: 40.0311, longitud: -3.0075 },
  mapa: { teselas: '/teselas/{z}/{x}/{y}.svg', atribucion: 'Mapa de prueba' },
};

describe('SeguimientoAsistenciaScreen', () => {
  beforeEach(() => {
    logInForTest();
    queryClient.clear();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    shared.call.mockReset();
    leaflet.dibujaMapa.mockReset().mockReturnValue({ situa: leaflet.situa, quita: leaflet.quita });
    leaflet.situa.mockReset();
    leaflet.quita.mockReset();
  });

  it("gives the driver's phone to call, the arrival in Madrid time, the truck's distance in words and the map", async () => {
    shared.call.mockResolvedValue(enCamino);
    renderScreen();
    const quien = await screen.findByRole('region', { name: 'Quién va a ayudarte' });
    expect(within(quien).getByRole('link', { name: '611 414 142' }).getAttribute('href')).toBe(
      'tel:611414142',
    );
    expect(document.querySelector('.asistencia-estado__llegada')?.textContent).toMatch(
      /^Llegada estimada: hacia las 11:00 \(en unos .+\)\.$/,
    );
    // The 24-hour line stays beside it.
    expect(screen.getByRole('link', { name: '900 414 142' }).getAttribute('href')).toBe('tel:900414142');
    const donde = screen.getByRole('region', { name: 'Dónde está la asistencia' });
    expect(donde.textContent).toContain(
      'El vehículo de asistencia está a 3,2 km de tu posición, en línea recta (a las 10:32).',
    );
    // The map: fetched on this page, drawn in its labelled box with the configured tiles and both points.
    const lienzo = within(donde).getByRole('region', {
      name: 'Mapa con el vehículo de asistencia y tu posición',
    });
    await waitFor(() => expect(leaflet.dibujaMapa).toHaveBeenCalledTimes(1));
    const [contenedor, opciones] = leaflet.dibujaMapa.mock.calls[0] ?? [];
    expect(contenedor).toBe(lienzo);
    expect(opciones).toMatchObject({ teselas: '/teselas/{z}/{x}/{y}.svg', atribucion: 'Mapa de prueba' });
    expect(leaflet.situa).toHaveBeenLastCalledWith([
      {
        clave: 'servicio',
        coordenadas: enCamino.servicio?.posicion,
        etiqueta: 'Asistencia',
        tono: 'destacado',
      },
      { clave: 'cliente', coordenadas: enCamino.posicionCliente, etiqueta: 'Tú', tono: 'propio' },
    ]);
    expect(within(donde).getByText('Cargando el mapa…')).toBeTruthy();
    act(() => opciones.alCargar());
    expect(within(donde).queryByText('Cargando el mapa…')).toBeNull();
  });

  it('says in words where the truck is when the map cannot be drawn, and keeps the rest', async () => {
    shared.call.mockResolvedValue({ ...enCamino, posicionCliente: null });
    renderScreen();
    const donde = await screen.findByRole('region', { name: 'Dónde está la asistencia' });
    expect(donde.textContent).toContain(
      'El vehículo de asistencia está en 40,0600, -3,0075 (latitud, longitud; a las 10:32).',
    );
    await waitFor(() => expect(leaflet.dibujaMapa).toHaveBeenCalledTimes(1));
    act(() => leaflet.dibujaMapa.mock.calls[0]?.[1].alFallar());
    expect(within(donde).getByText(MAPA_NO_DISPONIBLE)).toBeTruthy();
    expect(within(donde).queryByRole('region')).toBeNull();
    expect(leaflet.quita).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: '611 414 142' })).toBeTruthy();
    expect(screen.getByText(/Llegada estimada: hacia las 11:00/)).toBeTruthy();
  });

  it('shows no driver phone, position or map once the request is over', async () => {
    shared.call.mockResolvedValue({ ...enCamino, estado: 'FINALIZADA', ubicacion: null });
    renderScreen();
    expect(await screen.findByText(/La asistencia ha terminado/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: '611 414 142' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Dónde está la asistencia' })).toBeNull();
    expect(leaflet.dibujaMapa).not.toHaveBeenCalled();
  });
  afterEach(() => vi.useRealTimers());

  it('follows the request every 10 s, keeps the last state through a failed read, and stops once finished', async () => {
    const respuestas: (Asistencia | Error)[] = [
      base,
      {
        ...base,
        estado: 'EN_CAMINO',
        llegadaEstimada: '2030-01-01T10:00:00.000Z',
        servicio: { vehiculo: 'Grúa plataforma · 4821 LMN', conductor: 'Javier' },
      },
      new Error('sin cobertura'),
      { ...base, estado: 'FINALIZADA', ubicacion: null },
    ];
    shared.call.mockImplementation(async () => {
      const r = respuestas.shift() ?? new Error('no more');
      if (r instanceof Error) throw r;
      return r;
    });
    renderScreen();
    expect(await screen.findByText('Estamos buscando el servicio más cercano a ti.')).toBeTruthy();
    expect(document.querySelector('.asistencia-estado')?.textContent).toContain('Recibida');
    esperaAsistencia24h();
    await pasan(10_000);
    expect(await screen.findByText('Grúa plataforma · 4821 LMN')).toBeTruthy();
    expect(document.querySelector('[aria-current="step"]')?.textContent).toBe('En camino');
    await pasan(10_000);
    expect(await screen.findByText(/No hemos podido actualizar el estado/)).toBeTruthy();
    expect(screen.getByText('Grúa plataforma · 4821 LMN')).toBeTruthy();
    await pasan(10_000);
    expect(await screen.findByText(/La asistencia ha terminado/)).toBeTruthy();
    expect(screen.getByText('Borrada al terminar la asistencia')).toBeTruthy();
    // Finished, the 24-hour line is still there.
    esperaAsistencia24h();
    const hechas = lecturas();
    await pasan(60_000);
    expect(lecturas()).toBe(hechas);
  });

  it('cancels after the confirm step, then says so and stops following it', async () => {
    shared.call.mockImplementation(async (spec: unknown) => {
      if (spec === CALLS.asistencia) return base;
      if (spec === CALLS.cancelaAsistencia)
        return { ...base, estado: 'FINALIZADA', ubicacion: null, canceladaEl: '2026-11-26T09:05:00.000Z' };
      throw new Error('unexpected call');
    });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Cancelar la asistencia' }));
    const dialogo = await screen.findByRole('dialog', { name: '¿Cancelar la asistencia?' });
    expect(dialogo.textContent).toContain(CONFIRMAR_CANCELACION);
    // 'No' keeps it.
    await user.click(screen.getByRole('button', { name: 'No, la sigo necesitando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shared.call.mock.calls.some(([spec]) => spec === CALLS.cancelaAsistencia)).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancelar la asistencia' }));
    await user.click(await screen.findByRole('button', { name: 'Sí, cancelarla' }));
    expect(await screen.findByText(/Has cancelado esta asistencia a las 10:05/)).toBeTruthy();
    expect(document.querySelector('.asistencia-estado__actual')?.textContent).toBe('Cancelada');
    expect(screen.queryByRole('button', { name: 'Cancelar la asistencia' })).toBeNull();
    expect(screen.getByText('Borrada al cancelar la asistencia')).toBeTruthy();
    esperaAsistencia24h();
    const [, args] = shared.call.mock.calls.find(([spec]) => spec === CALLS.cancelaAsistencia) ?? [];
    expect(args).toEqual({ params: { codigo: 'AS-7KQ4M9PX' }, body: {} });
    const hechas = lecturas();
    await pasan(60_000);
    expect(lecturas()).toBe(hechas);
  });

  it("shows the API's reason when the request has finished meanwhile", async () => {
    shared.call.mockImplementation(async (spec: unknown) => {
      if (spec === CALLS.asistencia) return base;
      if (spec === CALLS.cancelaAsistencia)
        throw new ApiError(1000, 'Esta asistencia ya ha terminado, así que no se puede cancelar.', 409);
      throw new Error('unexpected call');
    });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Cancelar la asistencia' }));
    await user.click(await screen.findByRole('button', { name: 'Sí, cancelarla' }));
    expect(await screen.findByText(/ya ha terminado, así que no se puede cancelar/)).toBeTruthy();
  });
});
