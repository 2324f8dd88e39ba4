import { ApiError } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readFlow } from '../../registro/flow-state';
import { NifScreen } from './nif-screen';

const call = vi.hoisted(() => vi.fn());
vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, call),
);

function renderNif(search = '') {
  window.history.replaceState(null, '', `/area-cliente/nif${search}`);
  const navigate = vi.fn();
  render(<NifScreen screen="nif" params={{}} navigate={navigate} />);
  return { navigate, user: userEvent.setup() };
}

describe('NifScreen', () => {
  beforeEach(() => {
    sessionStorage.clear();
    call.mockReset().mockResolvedValue({ token: 'reg', telefono: '*** *** 432' });
  });

  it("is 'Nuevo Usuario' on /nif and 'Recordar Contraseña' with ?modo=recordar", () => {
    renderNif();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nuevo Usuario');
  });

  it('shows both SPEC messages and calls nothing when empty', async () => {
    const { user } = renderNif();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Escribe tu NIF/CIF/NIE')).toBeTruthy();
    expect(screen.getByText('Debes aceptar las condiciones del servicio')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('checks the control character before calling the server', async () => {
    const { user } = renderNif();
    await user.type(screen.getByLabelText('NIF/CIF/NIE'), '87654321A');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('La letra o dígito de control del NIF/CIF/NIE no es correcto')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('starts the forgotten-password flow and goes to /telefono', async () => {
    const { navigate, user } = renderNif('?modo=recordar');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Recordar Contraseña');
    await user.type(screen.getByLabelText('NIF/CIF/NIE'), ' 8765 4321x');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/telefono'));
    expect(call).toHaveBeenCalledWith(CALLS.verificaUsuario, {
      body: { numDoc: '87654321X', recordar: true },
    });
    expect(readFlow()).toEqual({ paso: 'telefono', recordar: true, telefono: '*** *** 432' });
  });

  it("shows the server's message in the form", async () => {
    call.mockRejectedValue(new ApiError(1000, 'Demasiadas peticiones. Inténtelo más tarde.', 200));
    const { navigate, user } = renderNif();
    await user.type(screen.getByLabelText('NIF/CIF/NIE'), '87654321X');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      (await screen.findByText('Demasiadas peticiones. Inténtelo más tarde.')).closest('[role=alert]'),
    ).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });
});
