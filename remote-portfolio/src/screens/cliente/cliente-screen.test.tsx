import { ApiError, closeSession, RemotePropsContext } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { logInForTest, makeCliente } from '@area-cliente/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClienteScreen } from './cliente-screen';
import { GDPR_GUARDADO, GDPR_TEXTO } from './gdpr-popup';

const shared = vi.hoisted(() => ({ call: vi.fn(), invalidatePortfolio: vi.fn() }));

vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);
vi.mock('@area-cliente/shared/query', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@area-cliente/shared/query')>()),
  invalidatePortfolio: shared.invalidatePortfolio,
}));

const clienteCalls = () => shared.call.mock.calls.filter(([spec]) => spec === CALLS.cliente);
const value = (label: string) =>
  within(screen.getByRole('region', { name: 'Mis datos' })).getByText(label).nextElementSibling?.textContent;

describe('ClienteScreen', () => {
  afterEach(closeSession);
  beforeEach(() => {
    logInForTest();
    shared.invalidatePortfolio.mockReset().mockResolvedValue(undefined);
    shared.call.mockReset().mockImplementation(async (spec: unknown) => {
      if (spec === CALLS.cliente)
        return makeCliente({ nombre: 'Ana García', direccion: null, email: null, gdprEmpresas: false });
      if (spec === CALLS.sesionesAbiertas) return { sesiones: [] };
      if (spec === CALLS.mandatosSepa) return { mandatos: [] };
      if (spec === CALLS.historialCambios) return { cambios: [] };
      if (spec === CALLS.preferenciasAvisos) return { preferencias: [] };
      return null;
    });
  });

  it("shows the customer's data with the placeholders of missing values", async () => {
    render(<ClienteScreen />);
    await screen.findByRole('heading', { level: 1, name: 'Mis datos' });
    expect(value('Nombre')).toBe('Ana García');
    expect(value('Dirección')).toBe('(sin datos)');
    expect(value('E-mail')).toBe('(sin email)');
    expect(value('Protección de datos')).toBe('No acepta comunicaciones comerciales');
  });

  it("shows the server's message with 'Reintentar' when the data cannot be read", async () => {
    shared.call.mockRejectedValueOnce(new ApiError(1000, 'Servicio no disponible', 200));
    render(<ClienteScreen />);
    expect(await screen.findByText('Servicio no disponible')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('heading', { level: 1, name: 'Mis datos' });
    expect(clienteCalls()).toHaveLength(2);
  });

  it('saves a consent change, reloads the portfolio and, on closing, the data on screen', async () => {
    const user = userEvent.setup();
    render(<ClienteScreen />);
    await user.click(await screen.findByRole('button', { name: 'Cambiar Protección Datos' }));
    await user.click(screen.getByRole('checkbox', { name: GDPR_TEXTO }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(GDPR_GUARDADO)).toBeTruthy();
    expect(shared.call).toHaveBeenCalledWith(CALLS.actualizarGdpr, { body: { gdprEmpresas: true } });
    expect(shared.invalidatePortfolio).toHaveBeenCalledTimes(1);
    await user.click(screen.getByText('Cerrar', { selector: 'button' }));
    await vi.waitFor(() => expect(clienteCalls()).toHaveLength(2));
  });

  it('offers back a phone change left unfinished when the session expired: continue or discard', async () => {
    const user = userEvent.setup();
    const { idCliente } = makeCliente();
    sessionStorage.setItem(
      'area-cliente.borrador.cambio-telefono',
      JSON.stringify({ idCliente, values: { valor: '612345678' } }),
    );
    const inRemote = (
      <RemotePropsContext.Provider value={{ screen: 'cliente', params: {}, navigate: vi.fn() }}>
        <ClienteScreen />
      </RemotePropsContext.Provider>
    );
    const view = render(inRemote);
    const oferta = (await screen.findByText(/sin terminar/)).closest<HTMLElement>('[role="status"]')!;
    expect(oferta.textContent).toContain(
      'Tenías un cambio de teléfono sin terminar: «612345678». ¿Quieres continuarlo?',
    );
    await user.click(within(oferta).getByRole('button', { name: 'Continuar' }));
    const dialog = screen.getByRole('dialog', { name: 'Cambiar teléfono' });
    expect((within(dialog).getByLabelText('Nuevo teléfono') as HTMLInputElement).value).toBe('612345678');
    view.unmount();

    render(inRemote);
    await screen.findByText(/sin terminar/);
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(screen.queryByText(/sin terminar/)).toBeNull();
    expect(sessionStorage.getItem('area-cliente.borrador.cambio-telefono')).toBeNull();
  });

  it("never offers another customer's draft", async () => {
    sessionStorage.clear();
    sessionStorage.setItem(
      'area-cliente.borrador.cambio-email',
      JSON.stringify({ idCliente: makeCliente().idCliente + 1, values: { valor: 'otro@example.com' } }),
    );
    render(<ClienteScreen />);
    await screen.findByRole('heading', { level: 1, name: 'Mis datos' });
    expect(screen.queryByText(/sin terminar/)).toBeNull();
    sessionStorage.clear();
  });
});
