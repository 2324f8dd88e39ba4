import { sessionStore } from '@area-cliente/shared';
import { CALLS, type Cliente } from '@area-cliente/shared/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GdprScreen } from './gdpr-screen';
import { GdprTacitoScreen } from './gdpr-tacito-screen';

const shared = vi.hoisted(() => ({ call: vi.fn(), refreshPortfolio: vi.fn() }));
vi.mock('@area-cliente/shared/query', () => ({
  useCliente: () => ({}) as Cliente,
  refreshPortfolio: shared.refreshPortfolio,
}));
vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);

function renderIn(ui: React.ReactElement) {
  render(<Provider store={sessionStore}>{ui}</Provider>);
  return userEvent.setup();
}

describe('consent screens', () => {
  beforeEach(() => {
    shared.call.mockReset().mockResolvedValue(null);
    shared.refreshPortfolio.mockReset().mockResolvedValue(null);
  });

  it("gdprTacito: 'Si, Acepto' saves true, reloads the portfolio and goes to inicio", async () => {
    const navigate = vi.fn();
    const user = renderIn(<GdprTacitoScreen screen="gdprTacito" params={{}} navigate={navigate} />);
    await user.click(screen.getByRole('button', { name: 'Si, Acepto' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/inicio', { replace: true }));
    expect(shared.call).toHaveBeenCalledWith(CALLS.actualizarGdpr, { body: { gdprEmpresas: true } });
    expect(shared.refreshPortfolio).toHaveBeenCalled();
  });

  it("gdprTacito: 'No, gracias' is as visible as 'Si, Acepto', saves false and goes to inicio", async () => {
    const navigate = vi.fn();
    const user = renderIn(<GdprTacitoScreen screen="gdprTacito" params={{}} navigate={navigate} />);
    const si = screen.getByRole('button', { name: 'Si, Acepto' });
    const no = screen.getByRole('button', { name: 'No, gracias' });
    expect(no.className).toBe(si.className);
    await user.click(no);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/inicio', { replace: true }));
    expect(shared.call).toHaveBeenCalledWith(CALLS.actualizarGdpr, { body: { gdprEmpresas: false } });
  });

  it("gdprTacito: 'Especificar opciones' goes to /gdpr", async () => {
    const navigate = vi.fn();
    const user = renderIn(<GdprTacitoScreen screen="gdprTacito" params={{}} navigate={navigate} />);
    await user.click(screen.getByRole('button', { name: 'Especificar opciones' }));
    expect(navigate).toHaveBeenCalledWith('/gdpr');
    expect(shared.call).not.toHaveBeenCalled();
  });

  it("gdpr: an answer is required, then 'No' is saved as false", async () => {
    const navigate = vi.fn();
    const user = renderIn(<GdprScreen screen="gdpr" params={{}} navigate={navigate} />);
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(screen.getByText('Conteste a las opciones, por favor')).toBeTruthy();
    expect(shared.call).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('No'));
    expect(screen.queryByText('Conteste a las opciones, por favor')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/inicio', { replace: true }));
    expect(shared.call).toHaveBeenCalledWith(CALLS.actualizarGdpr, { body: { gdprEmpresas: false } });
  });
});
