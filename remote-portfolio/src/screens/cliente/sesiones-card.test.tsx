import { ApiError, closeSession } from '@area-cliente/shared';
import { CALLS, type SesionAbierta } from '@area-cliente/shared/contract';
import { logInForTest } from '@area-cliente/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CERRAR_OTRAS, CONFIRMAR_TEXTO, SesionesCard, sesionesCerradas } from './sesiones-card';

const shared = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('@area-cliente/shared', async (original) =>
  (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
);

const ESTE: SesionAbierta = {
  dispositivo: 'Chrome en Linux',
  lugar: '127.0.0.x',
  ultimoUso: '2026-11-25T10:30:00.000Z',
  actual: true,
};
const MOVIL: SesionAbierta = {
  dispositivo: 'Safari en iPhone',
  lugar: '83.45.2.x',
  ultimoUso: '2026-11-24T18:05:00.000Z',
  actual: false,
};
const DESCONOCIDO: SesionAbierta = {
  dispositivo: null,
  lugar: null,
  ultimoUso: MOVIL.ultimoUso,
  actual: false,
};

let abiertas: SesionAbierta[];
const listCalls = () => shared.call.mock.calls.filter(([spec]) => spec === CALLS.sesionesAbiertas);

describe('SesionesCard', () => {
  afterEach(closeSession);
  beforeEach(() => {
    logInForTest();
    abiertas = [ESTE, MOVIL, DESCONOCIDO];
    shared.call.mockReset().mockImplementation(async (spec: unknown) => {
      if (spec === CALLS.sesionesAbiertas) return { sesiones: abiertas };
      if (spec === CALLS.cerrarOtrasSesiones) {
        const cerradas = abiertas.length - 1;
        abiertas = [ESTE];
        return { cerradas };
      }
      throw new Error('unexpected call');
    });
  });

  it('lists the open sessions with this device marked, the place and the last use', async () => {
    render(<SesionesCard />);
    const card = screen.getByRole('region', { name: 'Sesiones abiertas' });
    const items = await within(card).findAllByRole('listitem');
    // Madrid's clock, whatever the viewer's zone: 10:30 UTC is 11:30 there in November.
    const [hoy, ayer] = ['25-11-2026 11:30', '24-11-2026 19:05'];
    expect(items.map((li) => li.textContent)).toEqual([
      `Chrome en LinuxEste dispositivoConexión desde 127.0.0.x · Último uso: ${hoy}`,
      `Safari en iPhoneConexión desde 83.45.2.x · Último uso: ${ayer}`,
      `Dispositivo desconocidoÚltimo uso: ${ayer}`,
    ]);
    expect(within(card).getAllByText('Este dispositivo')).toHaveLength(1);
  });

  it('asks before ending the other sessions; cancelling ends none and gives the focus back', async () => {
    const user = userEvent.setup();
    render(<SesionesCard />);
    await screen.findByText('Safari en iPhone');
    const boton = screen.getByRole('button', { name: CERRAR_OTRAS });
    boton.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: `¿${CERRAR_OTRAS}?` });
    expect(within(dialog).getByText(CONFIRMAR_TEXTO)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shared.call).not.toHaveBeenCalledWith(CALLS.cerrarOtrasSesiones, expect.anything());
    await vi.waitFor(() => expect(document.activeElement).toBe(boton));
  });

  it('ends them with the keyboard alone, says how many in Spanish and lists this one only', async () => {
    const user = userEvent.setup();
    render(<SesionesCard />);
    await screen.findByText('Safari en iPhone');
    screen.getByRole('button', { name: CERRAR_OTRAS }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByRole('button', { name: 'Cerrar sesiones' }).focus();
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Hemos cerrado 2 sesiones en otros dispositivos.',
    );
    expect(shared.call).toHaveBeenCalledWith(CALLS.cerrarOtrasSesiones, { body: {} });
    await vi.waitFor(() => expect(screen.queryByText('Safari en iPhone')).toBeNull());
    expect(listCalls()).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's message when ending them fails", async () => {
    const user = userEvent.setup();
    render(<SesionesCard />);
    await screen.findByText('Safari en iPhone');
    shared.call.mockRejectedValueOnce(new ApiError(1000, 'Servicio no disponible', 200));
    await user.click(screen.getByRole('button', { name: CERRAR_OTRAS }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cerrar sesiones' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Servicio no disponible');
  });

  it('words the result by how many were ended', () => {
    expect(sesionesCerradas(0)).toBe('No tenías otras sesiones abiertas.');
    expect(sesionesCerradas(1)).toBe('Hemos cerrado 1 sesión en otro dispositivo.');
  });
});
