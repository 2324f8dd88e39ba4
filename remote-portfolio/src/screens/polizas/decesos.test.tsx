import { ApiError, bus, RemotePropsContext, type AlertEvent, type RemoteProps } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { logInForTest, makePortfolio } from '@area-cliente/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { URL_NO_DISPONIBLE } from '../../api/open-external';
import { polizaBase } from '../../components/poliza-fixture';
import PolizaDecesosScreen from './decesos';

const shared = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);

const poliza = {
  ...polizaBase(),
  esDecesosPremium: false,
  asegurados: [{ nombreCompleto: 'Ana García López', numDoc: null }],
};

function answer(contratos: string | Error) {
  shared.call.mockImplementation(async (spec: unknown) => {
    if (spec === CALLS.polizaDec) return poliza;
    if (spec === CALLS.portfolio) return makePortfolio();
    if (spec === CALLS.urlContratosInteractivos) {
      if (contratos instanceof Error) throw contratos;
      return { url: contratos };
    }
    throw new ApiError(1000, 'x', 404);
  });
}

async function clickContratos() {
  const props: RemoteProps = { screen: 'polizaDecesos', params: { idPoliza: '200001' }, navigate: vi.fn() };
  render(
    <RemotePropsContext.Provider value={props}>
      <PolizaDecesosScreen {...props} />
    </RemotePropsContext.Provider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Póliza de decesos' });
  await userEvent.click(screen.getByRole('button', { name: 'Contratos interactivos' }));
}

describe('PolizaDecesosScreen: interactive contracts', () => {
  const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  const alerts: AlertEvent[] = [];
  let off: () => void;

  beforeEach(() => {
    logInForTest();
    tab.location.href = '';
    tab.close.mockReset();
    alerts.length = 0;
    off = bus.on('alert', (a) => alerts.push(a));
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  });
  afterEach(() => {
    off();
    vi.restoreAllMocks();
  });

  it('opens the address the API gives in a new tab without access to this page', async () => {
    answer('https://contratos.example.com/sesion/abc');
    await clickContratos();
    await vi.waitFor(() => expect(tab.location.href).toBe('https://contratos.example.com/sesion/abc'));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(alerts).toEqual([]);
  });

  it('closes the tab and says the service is unavailable when the address is not a web page', async () => {
    answer('javascript:alert(1)');
    await clickContratos();
    await vi.waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(tab.location.href).toBe('');
    expect(alerts).toEqual([{ kind: 'error', message: URL_NO_DISPONIBLE }]);
  });

  it("shows the server's own message when it refuses", async () => {
    answer(new ApiError(1000, 'Servicio en mantenimiento', 200));
    await clickContratos();
    await vi.waitFor(() => expect(alerts).toEqual([{ kind: 'error', message: 'Servicio en mantenimiento' }]));
    expect(tab.close).toHaveBeenCalled();
  });
});
