import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SesionContext } from '../sesion';
import { APROBADOR, estudioFalso } from '../testing/estudio-falso';
import { PortadaPantalla } from './portada';

const mocks = vi.hoisted(() => ({
  estudio: {} as ReturnType<typeof import('../testing/estudio-falso').estudioFalso>,
}));
vi.mock('../api/cliente', async (original) => ({ ...(await original<object>()), estudio: mocks.estudio }));

describe('rolling back', () => {
  beforeEach(() => {
    Object.assign(mocks.estudio, estudioFalso());
    mocks.estudio.campana.mockResolvedValue({
      viva: { version: 'v2', nombre: 'Invierno', publicadaEn: '2026-11-29T09:00:00Z' },
      versiones: [
        { version: 'v2', nombre: 'Invierno', publicadaEn: '2026-11-29T09:00:00Z' },
        { version: 'v1', nombre: 'Otoño', publicadaEn: '2026-10-01T09:00:00Z' },
      ],
      programadas: [],
    });
    mocks.estudio.borradores.mockResolvedValue({ borradores: [] });
  });

  it('takes one press and a confirmation, and only for a version that is not live', async () => {
    mocks.estudio.restaura.mockResolvedValue({ version: 'v1' });
    render(
      <SesionContext.Provider value={APROBADOR}>
        <PortadaPantalla />
      </SesionContext.Provider>,
    );
    const user = userEvent.setup();
    // The live one has nothing to go back to.
    expect(await screen.findAllByRole('button', { name: 'Volver a esta versión' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Volver a esta versión' }));
    expect(mocks.estudio.restaura).not.toHaveBeenCalled();
    const confirma = screen.getByRole('button', { name: 'Sí, volver a la versión v1' });
    expect(document.activeElement).toBe(confirma);
    await user.click(confirma);
    await waitFor(() => expect(mocks.estudio.restaura).toHaveBeenCalledWith('v1'));
    expect(await screen.findByText('La versión v1 vuelve a estar publicada.')).toBeTruthy();
    // A publisher does not write drafts.
    expect(screen.queryByRole('button', { name: /Nuevo borrador/ })).toBeNull();
  });
});
