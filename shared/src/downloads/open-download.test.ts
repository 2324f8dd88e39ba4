import { CALLS, DOWNLOADS } from '../contract';
import { createEventBus, type AlertEvent } from '@area-cliente/shared';
import { ApiError, HandledApiError, type ApiClient } from '@area-cliente/shared';
import { DESCARGA_NO_DISPONIBLE, openDownload } from './open-download';

function setup(answer: () => Promise<unknown>, opened: boolean = true) {
  const bus = createEventBus();
  const alerts: AlertEvent[] = [];
  bus.on('alert', (a) => alerts.push(a));
  const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  const open = vi.fn(() => (opened ? (tab as unknown as Window) : null));
  const assign = vi.fn();
  const call = vi.fn(answer);
  const api = { call } as unknown as ApiClient;
  const run = () =>
    openDownload(
      'DOCUMENTO',
      'abc',
      DOWNLOADS.documento,
      { uuid: 'abc' },
      {
        api,
        bus,
        open,
        assign,
      },
    );
  return { run, tab, open, assign, call, alerts };
}

describe('openDownload', () => {
  it('opens the tab before asking for the token, then points it to the document', async () => {
    let resolve!: (value: unknown) => void;
    const s = setup(() => new Promise((r) => (resolve = r)));
    const done = s.run();
    // Synchronously, inside the click: the blank tab exists before the token call resolves.
    expect(s.open).toHaveBeenCalledWith('', '_blank');
    expect(s.tab.opener).toBeNull();
    expect(s.call).toHaveBeenCalledWith(CALLS.descargaToken, {
      body: { tipo: 'DOCUMENTO', referencia: 'abc' },
    });
    resolve({ tokenDescarga: 'tk', caducaEnSegundos: 120 });
    await expect(done).resolves.toBe(true);
    expect(s.tab.location.href).toBe('/produccion/rest/v1/ac/polizas/documento/abc/tk');
    expect(s.alerts).toEqual([]);
  });

  it('goes to the document in this tab when the browser blocked the new one', async () => {
    const s = setup(async () => ({ tokenDescarga: 'tk', caducaEnSegundos: 120 }), false);
    await expect(s.run()).resolves.toBe(true);
    expect(s.assign).toHaveBeenCalledWith('/produccion/rest/v1/ac/polizas/documento/abc/tk');
  });

  it('closes the tab and says the document is not available when the API answers 404', async () => {
    const s = setup(async () => {
      throw new ApiError(1000, 'Recurso no encontrado', 404);
    });
    await expect(s.run()).resolves.toBe(false);
    expect(s.tab.close).toHaveBeenCalled();
    expect(s.alerts).toEqual([{ kind: 'error', message: DESCARGA_NO_DISPONIBLE }]);
  });

  it('shows a business message from the server as it comes', async () => {
    const s = setup(async () => {
      throw new ApiError(1000, 'Demasiadas peticiones. Inténtelo más tarde.', 200);
    });
    await s.run();
    expect(s.alerts.map((a) => a.message)).toEqual(['Demasiadas peticiones. Inténtelo más tarde.']);
  });

  it('adds no alert of its own to a failure the shell already announced', async () => {
    const s = setup(async () => {
      throw new HandledApiError('communication-error');
    });
    await expect(s.run()).resolves.toBe(false);
    expect(s.tab.close).toHaveBeenCalled();
    expect(s.alerts).toEqual([]);
  });
});
