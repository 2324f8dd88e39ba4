import { ApiError, closeSession, rememberExpiredSession, RemotePropsContext } from '@area-cliente/shared';
import { CALLS, type Portfolio } from '@area-cliente/shared/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENTRAR_CON_LLAVE, LoginScreen, MENSAJES_LLAVE } from './login-screen';

const shared = vi.hoisted(() => ({ call: vi.fn(), refreshAfterLogin: vi.fn() }));
const webauthn = vi.hoisted(() => ({ soportado: vi.fn(), autenticar: vi.fn() }));

vi.mock('@area-cliente/shared/query', () => ({ refreshAfterLogin: shared.refreshAfterLogin }));
vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);
vi.mock('@simplewebauthn/browser', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@simplewebauthn/browser')>();
  return { ...actual, browserSupportsWebAuthn: webauthn.soportado, startAuthentication: webauthn.autenticar };
});

const OPCIONES = {
  challenge: 'Y2hhbGxlbmdl',
  timeout: 300000,
  rpId: 'localhost',
  userVerification: 'required' as const,
};
const RESPUESTA = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key' as const,
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', authenticatorData: 'YQ', signature: 'Yg', userHandle: 'dQ' },
};

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

describe("LoginScreen: 'Entrar con una llave de acceso'", () => {
  afterEach(closeSession);
  beforeEach(() => {
    webauthn.soportado.mockReset().mockReturnValue(true);
    webauthn.autenticar.mockReset().mockResolvedValue(RESPUESTA);
    shared.refreshAfterLogin.mockReset().mockResolvedValue(portfolioWithConsent(true));
    shared.call.mockReset().mockImplementation(async (spec: unknown) => {
      if (spec === CALLS.opcionesAccesoLlave) return OPCIONES;
      if (spec === CALLS.accesoLlave) return { token: 'tok-llave' };
      throw new Error('unexpected call');
    });
  });

  it('logs in with no NIF typed and goes on like a password login: data refreshed, inicio', async () => {
    const { navigate, user } = renderLogin();
    await user.click(screen.getByRole('button', { name: ENTRAR_CON_LLAVE }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/inicio', { replace: true }));
    expect(webauthn.autenticar).toHaveBeenCalledWith({ optionsJSON: OPCIONES });
    expect(shared.call).toHaveBeenCalledWith(CALLS.accesoLlave, { body: { respuesta: RESPUESTA } });
    expect(shared.call).not.toHaveBeenCalledWith(CALLS.auth, expect.anything());
    // The kernel keeps the token of either answer: both are the password login's AuthData.
    expect(CALLS.accesoLlave.data).toBe(CALLS.auth.data);
    expect(shared.refreshAfterLogin).toHaveBeenCalledTimes(1);
  });

  it('goes back to the screen where the session expired', async () => {
    rememberExpiredSession('/recibo/200002');
    const { navigate, user } = renderLogin();
    await user.click(screen.getByRole('button', { name: ENTRAR_CON_LLAVE }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/recibo/200002', { replace: true }));
  });

  it('goes to gdprTacito when the consent is pending', async () => {
    shared.refreshAfterLogin.mockResolvedValue(portfolioWithConsent(undefined));
    const { navigate, user } = renderLogin();
    await user.click(screen.getByRole('button', { name: ENTRAR_CON_LLAVE }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/gdprTacito', { replace: true }));
  });

  it('says the person cancelled the prompt and stays on login', async () => {
    webauthn.autenticar.mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError'));
    const { navigate, user } = renderLogin();
    await user.click(screen.getByRole('button', { name: ENTRAR_CON_LLAVE }));
    expect((await screen.findByRole('alert')).textContent).toBe(MENSAJES_LLAVE.CANCELADA);
    expect(shared.call).not.toHaveBeenCalledWith(CALLS.accesoLlave, expect.anything());
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows the API's refusal", async () => {
    const mensaje =
      'No hemos podido comprobar tu llave de acceso. Inténtalo de nuevo o entra con tu NIF y contraseña.';
    shared.call.mockImplementation(async (spec: unknown) => {
      if (spec === CALLS.opcionesAccesoLlave) return OPCIONES;
      throw new ApiError(1000, mensaje, 200);
    });
    const { navigate, user } = renderLogin();
    await user.click(screen.getByRole('button', { name: ENTRAR_CON_LLAVE }));
    expect((await screen.findByRole('alert')).textContent).toBe(mensaje);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('explains, instead of the button, when the browser has no WebAuthn', () => {
    webauthn.soportado.mockReturnValue(false);
    renderLogin();
    expect(screen.queryByRole('button', { name: ENTRAR_CON_LLAVE })).toBeNull();
    expect(screen.getByText(MENSAJES_LLAVE.SIN_WEBAUTHN)).toBeTruthy();
    // The password login is untouched.
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
  });
});
