import { ApiError, appConfigAtom, sessionStore, type AppConfig } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readFlow, saveFlow } from '../../registro/flow-state';
import { PinScreen } from './pin-screen';

const call = vi.hoisted(() => vi.fn());
vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, call),
);

function renderPin() {
  const navigate = vi.fn();
  render(
    <Provider store={sessionStore}>
      <PinScreen screen="pin" params={{}} navigate={navigate} />
    </Provider>,
  );
  return { navigate, user: userEvent.setup() };
}

describe('PinScreen', () => {
  beforeEach(() => {
    sessionStorage.clear();
    sessionStore.set(appConfigAtom, { demo: false } as AppConfig);
    call.mockReset().mockResolvedValue({ token: 'reg', caducaEnSegundos: 600, reenvioEnSegundos: 60 });
  });

  it('without a flow goes to /nif', () => {
    const { navigate } = renderPin();
    expect(navigate).toHaveBeenCalledWith('/nif', { replace: true });
  });

  it('offers one-time-code autofill and shows the wait before another PIN', () => {
    saveFlow({ paso: 'pin', recordar: false, telefono: '*** *** 432', reenvioHasta: Date.now() + 45_000 });
    renderPin();
    expect(screen.getByLabelText('PIN').getAttribute('autocomplete')).toBe('one-time-code');
    expect((screen.getByRole('button', { name: 'Reenviar PIN' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Podrás pedir otro PIN dentro de 4[45] s\./)).toBeTruthy();
  });

  it('resends when the wait is over', async () => {
    saveFlow({ paso: 'pin', recordar: false, telefono: '*** *** 432', reenvioHasta: Date.now() - 1 });
    const { user } = renderPin();
    await user.click(screen.getByRole('button', { name: 'Reenviar PIN' }));
    expect(await screen.findByText('Te hemos enviado un PIN nuevo. El anterior ya no sirve.')).toBeTruthy();
    expect(call).toHaveBeenCalledWith(CALLS.generarPinAcceso);
    expect(readFlow()?.reenvioHasta).toBeGreaterThan(Date.now() + 50_000);
  });

  it('outside the demo shows no SMS note and never asks the demo-only route', async () => {
    saveFlow({ paso: 'pin', recordar: false, telefono: '*** *** 432', reenvioHasta: Date.now() + 60_000 });
    renderPin();
    expect(await screen.findByLabelText('PIN')).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith(CALLS.smsDemo);
    expect(screen.queryByRole('complementary', { name: 'SMS de la demo' })).toBeNull();
  });

  it('in the demo shows the SMS sent for this flow in a box marked Demo, once it has landed', async () => {
    saveFlow({ paso: 'pin', recordar: false, telefono: '*** *** 432', reenvioHasta: Date.now() + 60_000 });
    sessionStore.set(appConfigAtom, { demo: true } as AppConfig);
    const texto = 'Su código de acceso al Área Cliente es 123456. Caduca en 10 minutos.';
    let asked = 0;
    call.mockImplementation(async (spec: unknown) =>
      spec === CALLS.smsDemo && ++asked > 1 ? { sms: { telefono: '*** *** 432', texto } } : { sms: null },
    );
    renderPin();
    const nota = await screen.findByRole('complementary', { name: 'SMS de la demo' });
    expect(within(nota).getByText('Demo')).toBeTruthy();
    expect(within(nota).getByRole('status').textContent).toBe('Esperando el SMS…');
    await waitFor(() => expect(within(nota).getByText(`«${texto}»`)).toBeTruthy(), { timeout: 3000 });
    expect(within(nota).getByText('SMS enviado al teléfono *** *** 432:')).toBeTruthy();
  });

  it('checks the shape, shows the server message, and goes to /claves on success', async () => {
    saveFlow({ paso: 'pin', recordar: true, telefono: '*** *** 432' });
    const { navigate, user } = renderPin();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Escribe el PIN que te hemos enviado por SMS')).toBeTruthy();
    await user.type(screen.getByLabelText('PIN'), '12a3');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('El PIN tiene 6 números')).toBeTruthy();

    call.mockRejectedValueOnce(new ApiError(1000, 'El PIN no es correcto', 200));
    await user.type(screen.getByLabelText('PIN'), '456');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('El PIN no es correcto')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/claves'));
    expect(call).toHaveBeenLastCalledWith(CALLS.verificarPin, { body: { pin: '123456' } });
    expect(readFlow()).toEqual({ paso: 'claves', recordar: true, telefono: '*** *** 432' });
  });
});
