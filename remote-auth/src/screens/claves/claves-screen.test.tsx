import { ApiError } from '@area-cliente/shared';
import { CALLS, type Portfolio } from '@area-cliente/shared/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readFlow, saveFlow } from '../../registro/flow-state';
import { ClavesScreen } from './claves-screen';

const shared = vi.hoisted(() => ({ call: vi.fn(), refreshAfterLogin: vi.fn() }));
vi.mock('@area-cliente/shared/query', () => ({ refreshAfterLogin: shared.refreshAfterLogin }));
vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);

const portfolio = (email: string | null) =>
  ({ cliente: { email, gdprEmpresas: true } }) as unknown as Portfolio;

function renderClaves() {
  const navigate = vi.fn();
  render(<ClavesScreen screen="claves" params={{}} navigate={navigate} />);
  return { navigate, user: userEvent.setup() };
}

async function typePasswords(user: ReturnType<typeof userEvent.setup>, a: string, b: string) {
  await user.type(screen.getByLabelText('Contraseña'), a);
  await user.type(screen.getByLabelText('Repite la contraseña'), b);
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
}

describe('ClavesScreen', () => {
  beforeEach(() => {
    sessionStorage.clear();
    saveFlow({ paso: 'claves', recordar: false, telefono: '*** *** 432' });
    shared.call.mockReset().mockResolvedValue({ token: 'session' });
    shared.refreshAfterLogin.mockReset().mockResolvedValue(portfolio('carmen@example.com'));
  });

  it('sends the PIN screen back when the flow is not at this step', () => {
    saveFlow({ paso: 'pin', recordar: false, telefono: '*** *** 432' });
    const { navigate } = renderClaves();
    expect(navigate).toHaveBeenCalledWith('/pin', { replace: true });
    expect(screen.queryByLabelText('Contraseña')).toBeNull();
  });

  it('lets a password manager paste into both fields (WCAG 2.2 SC 3.3.8, beyond SPEC)', () => {
    renderClaves();
    for (const field of [
      screen.getByLabelText('Contraseña'),
      screen.getByLabelText('Repite la contraseña'),
    ]) {
      expect(fireEvent.paste(field)).toBe(true);
      expect(fireEvent.drop(field)).toBe(true);
    }
  });

  it('asks for equal entries before calling the server', async () => {
    const { user } = renderClaves();
    await typePasswords(user, 'Sevilla1972x', 'Sevilla1972y');
    expect(screen.getByText('Las contraseñas no son iguales')).toBeTruthy();
    expect(shared.call).not.toHaveBeenCalled();
  });

  it('sets the trimmed password, logs in, loads the portfolio and goes to validEmail', async () => {
    const { navigate, user } = renderClaves();
    await typePasswords(user, ' Sevilla1972x ', 'Sevilla1972x');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/validEmail', { replace: true }));
    expect(shared.call.mock.calls.map((c) => c.slice(0, 2))).toEqual([
      [CALLS.actualizarPassword, { body: { password: 'Sevilla1972x', passwordRepetida: 'Sevilla1972x' } }],
      [CALLS.authRegistro],
    ]);
    expect(readFlow()).toBeNull();
  });

  it('goes to email when none is on record', async () => {
    shared.refreshAfterLogin.mockResolvedValue(portfolio(null));
    const { navigate, user } = renderClaves();
    await typePasswords(user, 'Sevilla1972x', 'Sevilla1972x');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/email', { replace: true }));
  });

  it("shows the server's rule message", async () => {
    shared.call.mockRejectedValue(new ApiError(1000, 'Esa contraseña es demasiado común', 200));
    const { navigate, user } = renderClaves();
    await typePasswords(user, 'contraseña', 'contraseña');
    expect(await screen.findByText('Esa contraseña es demasiado común')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });
});
