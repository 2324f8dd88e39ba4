import { appConfigAtom, sessionStore, type AppConfig } from '@area-cliente/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readFlow, saveFlow } from '../../registro/flow-state';
import { TelefonoScreen } from './telefono-screen';

const call = vi.hoisted(() => vi.fn());
vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, call),
);

function renderTelefono() {
  const navigate = vi.fn();
  render(
    <Provider store={sessionStore}>
      <TelefonoScreen screen="telefono" params={{}} navigate={navigate} />
    </Provider>,
  );
  return { navigate, user: userEvent.setup() };
}

describe('TelefonoScreen', () => {
  beforeEach(() => {
    sessionStorage.clear();
    saveFlow({ paso: 'telefono', recordar: false, telefono: '*** *** 432' });
    sessionStore.set(appConfigAtom, {
      telefonoGratuito: '900 111 222',
      telefonoNormal: '910 333 444',
    } as AppConfig);
    call.mockReset().mockResolvedValue({ token: 'reg', caducaEnSegundos: 600, reenvioEnSegundos: 60 });
  });

  it('shows the masked mobile and sends the PIN', async () => {
    const { navigate, user } = renderTelefono();
    expect(screen.getByText('*** *** 432')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enviar PIN' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/pin'));
    expect(readFlow()?.paso).toBe('pin');
  });

  it("'No es mi teléfono' shows both lines and the office, and 'Volver' ends the flow at login", async () => {
    const { navigate, user } = renderTelefono();
    await user.click(screen.getByRole('button', { name: 'No es mi teléfono' }));
    expect(screen.getByRole('link', { name: '900 111 222' }).getAttribute('href')).toBe('tel:900111222');
    expect(screen.getByRole('link', { name: '910 333 444' })).toBeTruthy();
    expect(screen.getByText(/acude a tu oficina/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(readFlow()).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });
});
