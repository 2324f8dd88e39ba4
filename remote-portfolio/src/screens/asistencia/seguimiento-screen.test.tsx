import { ApiError, RemotePropsContext, type RemoteProps } from '@area-cliente/shared';
import { CALLS, type Asistencia } from '@area-cliente/shared/contract';
import { logInForTest } from '@area-cliente/shared/testing';
import { queryClient } from '@area-cliente/shared/query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIRMAR_CANCELACION } from './cancelar';
import { SeguimientoAsistenciaScreen } from './seguimiento-screen';

const shared = vi.hoisted(() => ({ call: vi.fn() }));
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

describe('SeguimientoAsistenciaScreen', () => {
  beforeEach(() => {
    logInForTest();
    queryClient.clear();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    shared.call.mockReset();
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
