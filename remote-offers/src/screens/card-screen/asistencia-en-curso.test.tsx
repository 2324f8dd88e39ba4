import { closeSession, RemotePropsContext } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { logInForTest } from '@area-cliente/shared/testing';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AsistenciaEnCurso } from './asistencia-en-curso';

const shared = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);

const abiertas = (peticiones: unknown[]) =>
  shared.call.mockImplementation(async (spec: unknown) => {
    if (spec === CALLS.asistenciasAbiertas) return { peticiones };
    throw new Error('unexpected call');
  });

const renderHome = () => {
  const props = { screen: 'inicio', params: {}, navigate: vi.fn() };
  return render(
    <RemotePropsContext.Provider value={props}>
      <AsistenciaEnCurso />
    </RemotePropsContext.Provider>,
  );
};

describe('AsistenciaEnCurso', () => {
  beforeEach(() => {
    logInForTest();
    shared.call.mockReset();
  });
  afterEach(closeSession);

  it('puts a request under way first on the home, one press from its tracking page', async () => {
    abiertas([
      { codigo: 'AS-7KQ4M9PX', estado: 'RECIBIDA', vehiculo: 'SEAT León - 1234 LMN', llegadaEstimada: null },
    ]);
    renderHome();
    const region = await screen.findByRole('region', { name: 'Asistencia en carretera en curso' });
    expect(region.textContent).toContain(
      'SEAT León - 1234 LMN · Recibida. Estamos buscando el servicio más cercano a ti.',
    );
    const enlace = screen.getByRole('link', {
      name: 'Ver el seguimiento de la asistencia de SEAT León - 1234 LMN',
    });
    expect(enlace.getAttribute('href')).toBe('/area-cliente/asistencia/AS-7KQ4M9PX');
  });

  it('shows nothing when no request is open', async () => {
    abiertas([]);
    const { container } = renderHome();
    await vi.waitFor(() => expect(shared.call.mock.calls[0]?.[0]).toBe(CALLS.asistenciasAbiertas));
    await Promise.resolve();
    expect(container.textContent).toBe('');
  });
});
