import { render, screen } from '@testing-library/react';
import { ErrorEstudio } from './api/cliente';
import { App } from './app';
import { EDITORA, estudioFalso } from './testing/estudio-falso';

const mocks = vi.hoisted(() => ({
  estudio: {} as ReturnType<typeof import('./testing/estudio-falso').estudioFalso>,
}));
vi.mock('./api/cliente', async (original) => ({ ...(await original<object>()), estudio: mocks.estudio }));

describe('the studio', () => {
  beforeEach(() => {
    Object.assign(mocks.estudio, estudioFalso());
    window.history.replaceState(null, '', '/estudio/');
  });

  it('offers the company sign-in when there is no staff session', async () => {
    mocks.estudio.yo.mockRejectedValue(new ErrorEstudio(401, 'SIN_SESION', 'Tu sesión ha terminado.'));
    render(<App />);
    const entrar = await screen.findByRole('link', { name: 'Entrar con tu cuenta de empresa' });
    expect(entrar.getAttribute('href')).toBe('/estudio/auth/entrar');
    expect(mocks.estudio.campana).not.toHaveBeenCalled();
  });

  it('shows who is signed in and the campaign with its drafts', async () => {
    mocks.estudio.yo.mockResolvedValue(EDITORA);
    mocks.estudio.campana.mockResolvedValue({
      viva: { version: 'v2', nombre: 'Invierno', publicadaEn: '2026-11-29T09:00:00Z' },
      versiones: [
        { version: 'v2', nombre: 'Invierno', publicadaEn: '2026-11-29T09:00:00Z' },
        { version: 'v1', nombre: 'Otoño', publicadaEn: '2026-10-01T09:00:00Z' },
      ],
      programadas: [],
    });
    mocks.estudio.borradores.mockResolvedValue({
      borradores: [
        {
          id: 7,
          nombre: 'Navidad',
          estado: 'en_revision',
          autor: 'editora',
          actualizadoEn: '2026-11-29T10:00:00Z',
        },
      ],
    });
    render(<App />);
    expect(await screen.findByText('Elena Editora')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Navidad (n.º 7)' })).toBeTruthy();
    expect(screen.getByText('En revisión')).toBeTruthy();
    // An editor starts drafts; rolling back is the publisher's.
    expect(screen.getByRole('button', { name: 'Nuevo borrador desde la campaña publicada' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Volver a esta versión' })).toBeNull();
  });
});
