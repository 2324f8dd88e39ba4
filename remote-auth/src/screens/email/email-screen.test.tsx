import { ApiError, sessionStore } from '@area-cliente/shared';
import { CALLS, Codigo, type Portfolio } from '@area-cliente/shared/contract';
import { POLIZA_LIST_KEYS } from '@area-cliente/shared/routes';
import { CLAVE_TRAS_PLAZO } from '../../registro/clave-tras-plazo';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EmailScreen } from './email-screen';

const shared = vi.hoisted(() => ({
  call: vi.fn(),
  refreshPortfolio: vi.fn(),
  portfolio: null as Portfolio | null,
}));
vi.mock('@area-cliente/shared/query', () => ({
  usePortfolio: () => shared.portfolio,
  refreshPortfolio: shared.refreshPortfolio,
}));
vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call, {
    // Logged in by authRegistro.
    tokenAtom: (await import('jotai')).atom('session'),
  }),
);

describe('EmailScreen', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the three SPEC messages, then saves and goes to gdprTacito while consent is pending', async () => {
    // Consent pending: no gdprEmpresas. One in-force policy and a partner health one (never sent).
    const poliza = (idPoliza: number) => ({ idPoliza, enVigor: true });
    const pending = {
      ...Object.fromEntries(POLIZA_LIST_KEYS.map((list) => [list, []])),
      cliente: { idCliente: 100009, email: null },
      lstPolizasVeh: [poliza(7)],
      lstPolizasSaludHNA: [poliza(8)],
    } as unknown as Portfolio;
    shared.portfolio = pending;
    shared.call.mockReset().mockResolvedValue(null);
    shared.refreshPortfolio.mockReset().mockResolvedValue(pending);
    const navigate = vi.fn();
    render(
      <Provider store={sessionStore}>
        <EmailScreen screen="email" params={{}} navigate={navigate} />
      </Provider>,
    );
    const user = userEvent.setup();
    const terminar = screen.getByRole('button', { name: 'Terminar' });

    await user.click(terminar);
    expect(screen.getByText('Escriba su e-mail en las dos casillas')).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.type(screen.getByLabelText('Repite el e-mail'), 'ana@example.es');
    await user.click(terminar);
    expect(screen.getByText('Los e-mail no son iguales')).toBeTruthy();
    await user.clear(screen.getByLabelText('E-mail'));
    await user.clear(screen.getByLabelText('Repite el e-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'ana@example');
    await user.type(screen.getByLabelText('Repite el e-mail'), 'ana@example');
    await user.click(terminar);
    expect(screen.getByText('E-mail incorrecto')).toBeTruthy();

    await user.type(screen.getByLabelText('E-mail'), '.com');
    await user.type(screen.getByLabelText('Repite el e-mail'), '.com');
    await user.click(terminar);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/gdprTacito', { replace: true }));
    expect(shared.call).toHaveBeenCalledWith(CALLS.actualizaEmail, {
      body: { email: 'ana@example.com', polizas: [7], idCliente: 100009 },
    });
  }, 20_000);

  it('after the 10-minute window asks for the password instead of leaving a dead end', async () => {
    const pending = {
      ...Object.fromEntries(POLIZA_LIST_KEYS.map((list) => [list, []])),
      cliente: { idCliente: 100009, email: null },
    } as unknown as Portfolio;
    shared.portfolio = pending;
    shared.call
      .mockReset()
      .mockRejectedValueOnce(
        new ApiError(Codigo.CLAVE_ACTUAL_INCORRECTA, 'Escriba su contraseña actual', 200),
      )
      .mockResolvedValue(null);
    shared.refreshPortfolio.mockReset().mockResolvedValue(pending);
    const navigate = vi.fn();
    render(
      <Provider store={sessionStore}>
        <EmailScreen screen="email" params={{}} navigate={navigate} />
      </Provider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.type(screen.getByLabelText('Repite el e-mail'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Terminar' }));
    expect(await screen.findByText(CLAVE_TRAS_PLAZO)).toBeTruthy();
    await user.type(screen.getByLabelText('Tu contraseña'), 'Demo2024');
    await user.click(screen.getByRole('button', { name: 'Terminar' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/gdprTacito', { replace: true }));
    expect(shared.call).toHaveBeenLastCalledWith(CALLS.actualizaEmail, {
      body: { email: 'ana@example.com', polizas: [], idCliente: 100009, passwordActual: 'Demo2024' },
    });
  }, 20_000);
});
