import { ApiError, HandledApiError, rememberExpiredSession, RemotePropsContext } from '@area-cliente/shared';
import { CALLS, Codigo, type Portfolio } from '@area-cliente/shared/contract';
import { MENSAJES_BLOQUEO } from '@area-cliente/shared/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import routesJson from '../../../routes.json';
import { LoginScreen } from './login-screen';

const shared = vi.hoisted(() => ({
  call: vi.fn(),
  refreshAfterLogin: vi.fn(),
}));

vi.mock('@area-cliente/shared/query', () => ({ refreshAfterLogin: shared.refreshAfterLogin }));
vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);

const portfolioWithConsent = (gdprEmpresas: boolean | undefined) =>
  ({ cliente: { gdprEmpresas } }) as unknown as Portfolio;

function renderLogin() {
  const navigate = vi.fn();
  const props = { screen: 'login', params: {}, navigate };
  render(
    <RemotePropsContext.Provider value={props}>
      <LoginScreen {...props} />
    </RemotePropsContext.Provider>,
  );
  return { navigate, user: userEvent.setup() };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, nif: string, password: string) {
  await user.type(screen.getByLabelText('NIF/CIF/NIE'), nif);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('LoginScreen', () => {
  beforeEach(() => {
    shared.call.mockReset().mockResolvedValue({ token: 'tok' });
    shared.refreshAfterLogin.mockReset().mockResolvedValue(portfolioWithConsent(true));
  });

  it('sends the ID without spaces, refreshes the customer data, then replaces the route with inicio', async () => {
    const { navigate, user } = renderLogin();
    await fillAndSubmit(user, ' 1234 5678 z ', 'Demo2024');

    expect(shared.call).toHaveBeenCalledWith(CALLS.auth, {
      body: { username: '12345678Z', password: 'Demo2024' },
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/inicio', { replace: true }));
    expect(shared.refreshAfterLogin).toHaveBeenCalledTimes(1);
  });

  it('after an expired session says why and goes back to the screen the customer was on', async () => {
    rememberExpiredSession('/recibo/200002');
    const { navigate, user } = renderLogin();
    expect(screen.getByRole('alert').textContent).toBe('Tu sesión ha caducado. Vuelve a entrar.');

    await fillAndSubmit(user, '12345678Z', 'Demo2024');

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/recibo/200002', { replace: true }));
  });

  it('goes to gdprTacito when the consent is pending', async () => {
    shared.refreshAfterLogin.mockResolvedValue(portfolioWithConsent(undefined));
    const { navigate, user } = renderLogin();
    await fillAndSubmit(user, 'X2482300W', 'Demo2024');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/gdprTacito', { replace: true }));
  });

  it("shows the server's mensaje in the form and clears it as the user types", async () => {
    shared.call.mockRejectedValue(new ApiError(1000, 'Usuario o contraseña incorrectos', 200));
    const { navigate, user } = renderLogin();
    await fillAndSubmit(user, '12345678Z', 'mala');

    expect((await screen.findByRole('alert')).textContent).toBe('Usuario o contraseña incorrectos');
    expect(navigate).not.toHaveBeenCalled();
    expect(shared.refreshAfterLogin).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Contraseña'), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("near or at the lock shows the server's words with 'He olvidado mi contraseña', which leads to registroNifRecordar", async () => {
    const lock = MENSAJES_BLOQUEO.cuentaBloqueada(15 * 60);
    shared.call.mockRejectedValue(new ApiError(Codigo.LOGIN_LIMITADO, lock, 200));
    const { navigate, user } = renderLogin();
    await fillAndSubmit(user, '12345678Z', 'mala');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Has superado el número de intentos: el acceso queda bloqueado durante los próximos 15 minutos. ' +
        'Si no recuerdas tu contraseña, pulsa He olvidado mi contraseña para crear otra y entrar ya.',
    );
    const link = within(alert).getByRole('link', { name: 'He olvidado mi contraseña' });
    expect(link.getAttribute('href')).toBe('/area-cliente/nif?modo=recordar');
    await user.click(link);
    expect(navigate).toHaveBeenLastCalledWith('/nif?modo=recordar');

    // A plain wrong password shows no link.
    shared.call.mockRejectedValue(
      new ApiError(Codigo.ERROR_NEGOCIO, 'El NIF/CIF/NIE o la contraseña no son correctos', 200),
    );
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('El NIF/CIF/NIE o la contraseña no son correctos'),
    );
    expect(within(screen.getByRole('alert')).queryByRole('link')).toBeNull();
  });

  it('leaves communication failures to the shell', async () => {
    shared.call.mockRejectedValue(new HandledApiError('communication-error'));
    const { navigate, user } = renderLogin();
    await fillAndSubmit(user, '12345678Z', 'Demo2024');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Entrar' })).toHaveProperty('disabled', false),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('asks for both fields before calling the server', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByText('Escribe tu NIF/CIF/NIE')).toBeTruthy();
    expect(screen.getByText('Escribe tu contraseña')).toBeTruthy();
    expect(shared.call).not.toHaveBeenCalled();
  });

  it('has the heading routes.json declares, which the page paints before any script', () => {
    renderLogin();
    const declared = routesJson.routes.find((route) => route.path === 'login');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(declared?.heading);
  });

  it('shows and hides the password', async () => {
    const { user } = renderLogin();
    const input = screen.getByLabelText('Contraseña');
    expect(input.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: /Mostrar/ }));
    expect(input.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: /Ocultar/ }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('leads new users and forgotten passwords to the /nif screen', async () => {
    const { navigate, user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Soy usuario nuevo' }));
    expect(navigate).toHaveBeenLastCalledWith('/nif');
    await user.click(screen.getByRole('button', { name: 'He olvidado mi contraseña' }));
    expect(navigate).toHaveBeenLastCalledWith('/nif?modo=recordar');
  });
});
