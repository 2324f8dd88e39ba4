import { CALLS } from '../contract';
import { ApiError, HandledApiError, type ApiClient } from '@area-cliente/shared';
import { openPayment, PAGO_NO_DISPONIBLE } from './open-payment';

function setup(answer: () => Promise<unknown>, opened = true) {
  const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  const open = vi.fn(() => (opened ? (tab as unknown as Window) : null));
  const assign = vi.fn();
  const call = vi.fn(answer);
  const api = { call } as unknown as ApiClient;
  return { run: () => openPayment(300010, { api, open, assign }), tab, open, assign, call };
}

describe('openPayment', () => {
  it('opens the tab inside the click, then sends it to the gateway URL', async () => {
    let resolve!: (value: unknown) => void;
    const s = setup(() => new Promise((r) => (resolve = r)));
    const done = s.run();
    expect(s.open).toHaveBeenCalledWith('', '_blank');
    expect(s.tab.opener).toBeNull();
    expect(s.call).toHaveBeenCalledWith(CALLS.pagoRecibo, { params: { idRecibo: 300010 } });
    resolve({ url: 'https://pasarela.example.com/pago/?parametros=a&firma=b' });
    await expect(done).resolves.toEqual({ ok: true });
    expect(s.tab.location.href).toBe('https://pasarela.example.com/pago/?parametros=a&firma=b');
  });

  it('goes to the gateway in this tab when the browser blocked the new one', async () => {
    const s = setup(async () => ({ url: 'https://pasarela.example.com/pago/' }), false);
    await expect(s.run()).resolves.toEqual({ ok: true });
    expect(s.assign).toHaveBeenCalledWith('https://pasarela.example.com/pago/');
  });

  it('never opens a URL that is not a web page', async () => {
    const s = setup(async () => ({ url: 'javascript:alert(1)' }));
    await expect(s.run()).resolves.toEqual({ ok: false, message: PAGO_NO_DISPONIBLE });
    expect(s.tab.close).toHaveBeenCalled();
    expect(s.tab.location.href).toBe('');
  });

  it("closes the tab and passes the server's message on", async () => {
    const s = setup(async () => {
      throw new ApiError(1000, 'Este recibo ya está pagado.', 200);
    });
    await expect(s.run()).resolves.toEqual({ ok: false, message: 'Este recibo ya está pagado.' });
    expect(s.tab.close).toHaveBeenCalled();
  });

  it('adds no message to a failure the shell already announced', async () => {
    const s = setup(async () => {
      throw new HandledApiError('communication-error');
    });
    await expect(s.run()).resolves.toEqual({ ok: false });
    expect(s.tab.close).toHaveBeenCalled();
  });
});
