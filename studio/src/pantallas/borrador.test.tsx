import type { EstudioYo } from '@area-cliente/shared/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorEstudio } from '../api/cliente';
import { SesionContext } from '../sesion';
import { APROBADOR, borrador, EDITORA, estudioFalso } from '../testing/estudio-falso';
import { BorradorPantalla } from './borrador';

const mocks = vi.hoisted(() => ({
  estudio: {} as ReturnType<typeof import('../testing/estudio-falso').estudioFalso>,
}));
vi.mock('../api/cliente', async (original) => ({ ...(await original<object>()), estudio: mocks.estudio }));
// The preview loads the live offers remote (the journey's to test): here it only reports the kinds
// the live build draws, when a test names them.
const tiposDibujados = vi.hoisted(() => ({ current: undefined as string[] | undefined }));
vi.mock('../vista-previa/vista-previa', async () => {
  const { useEffect } = await import('react');
  return {
    VistaPrevia: ({
      cards,
      onTiposEstables,
    }: {
      cards: { id: string }[];
      onTiposEstables?: (tipos: readonly string[]) => void;
    }) => {
      // Once, as the real one reports once per build loaded.
      useEffect(() => {
        if (tiposDibujados.current) onTiposEstables?.(tiposDibujados.current);
        // eslint-disable-next-line react-hooks/exhaustive-deps
      }, []);
      return <p>Vista previa de {cards.map((c) => c.id).join(', ')}</p>;
    },
  };
});

function abre(yo: EstudioYo = EDITORA) {
  render(
    <SesionContext.Provider value={yo}>
      <BorradorPantalla id={7} />
    </SesionContext.Provider>,
  );
  return userEvent.setup();
}

const titulo = () => screen.getByRole('textbox', { name: 'Título' });

describe('the draft editor', () => {
  beforeEach(() => {
    tiposDibujados.current = undefined;
    Object.assign(mocks.estudio, estudioFalso());
    mocks.estudio.borrador.mockResolvedValue(borrador());
  });

  it("edits the travel draw card's title in the form its schema generates, and saves it", async () => {
    mocks.estudio.guarda.mockResolvedValue({ revision: 4 });
    const user = abre();
    await screen.findByRole('heading', { name: 'Editar «Sorteamos un viaje»' });
    // Every field of the sorteo kind, the link's group included.
    for (const name of [
      'Texto alternativo de la imagen',
      'Texto de la casilla de condiciones',
      'Código del sorteo',
    ])
      expect(screen.getByRole('textbox', { name })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Enlace a las condiciones' })).toBeTruthy();
    await user.clear(titulo());
    await user.type(titulo(), 'Sorteamos un crucero');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(mocks.estudio.guarda).toHaveBeenCalledTimes(1));
    const [id, revision, campana] = mocks.estudio.guarda.mock.calls[0] as [
      number,
      number,
      { cards: { data: { titulo: string } }[] },
    ];
    expect([id, revision, campana.cards[0]?.data.titulo]).toEqual([7, 3, 'Sorteamos un crucero']);
    expect(await screen.findByRole('button', { name: 'Guardado' })).toBeTruthy();
  });

  it("shows the schema's message by the field at once, and the API's after a refused save", async () => {
    const user = abre();
    await user.clear(await screen.findByRole('textbox', { name: 'Título' }));
    expect(await screen.findByText('no puede estar vacío')).toBeTruthy();
    await user.type(titulo(), 'Sorteo');
    mocks.estudio.guarda.mockRejectedValue(
      new ErrorEstudio(422, 'CAMPANA_INVALIDA', 'El borrador tiene campos por corregir.', [
        { ruta: 'cards[0].data.condiciones.url', mensaje: 'debe empezar por https://' },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const url = await screen.findByRole('textbox', { name: 'Dirección (https://…) (opcional)' });
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('debe empezar por https://')).toBeTruthy();
  });

  it('reorders cards with buttons, keeping the keyboard on the moved card', async () => {
    const user = abre();
    const bajar = await screen.findByRole('button', { name: 'Bajar «Sorteamos un viaje»' });
    bajar.focus();
    await user.keyboard('{Enter}');
    const filas = screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-card'));
    expect(filas.map((li) => li.getAttribute('data-card'))).toEqual(['mediada', 'sorteo-viaje']);
    // At the end its 'Bajar' is off: the keyboard is on its 'Subir'.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Subir «Sorteamos un viaje»'),
    );
    // A card's actions show once it is chosen.
    expect(screen.queryByRole('button', { name: 'Ocultar «Póliza mediada»' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '1. Póliza mediada' }));
    await user.click(screen.getByRole('button', { name: 'Ocultar «Póliza mediada»' }));
    expect(within(filas[0]!).getByText(/oculta/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Quitar «Póliza mediada»' }));
    expect(screen.queryByRole('button', { name: 'Quitar «Póliza mediada»' })).toBeNull();
  });

  it('asks for the alternative text of a replaced image', async () => {
    mocks.estudio.subeImagen.mockResolvedValue({ nombre: 'crucero.png' });
    const user = abre();
    const archivo = new File([new Uint8Array([137, 80, 78, 71])], 'crucero.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Imagen'), archivo);
    await waitFor(() => expect(mocks.estudio.subeImagen).toHaveBeenCalledWith(7, archivo));
    expect(await screen.findByText(/Ahora: crucero\.png/)).toBeTruthy();
    const alt = screen.getByRole('textbox', { name: 'Texto alternativo de la imagen' });
    expect((alt as HTMLInputElement).value).toBe('');
    expect(alt.getAttribute('aria-invalid')).toBe('true');
  });

  it("words the audience's reach and picks rules from the campaign's vocabulary", async () => {
    const user = abre();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Clientes' }), 'all');
    expect(screen.getByRole('combobox', { name: 'Condición 1' })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Valor' }), 'auto');
    expect(await screen.findByText('Alcance: unos 1.240 clientes.', {}, { timeout: 3000 })).toBeTruthy();
    expect(mocks.estudio.alcance).toHaveBeenLastCalledWith(
      { holds: 'auto' },
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    );
    mocks.estudio.alcance.mockResolvedValue({ menosDe20: true });
    await user.click(screen.getByRole('checkbox', { name: 'Al revés: quienes no la cumplen' }));
    expect(await screen.findByText('Alcance: menos de 20 clientes.', {}, { timeout: 3000 })).toBeTruthy();
    expect(mocks.estudio.alcance).toHaveBeenLastCalledWith({ not: { holds: 'auto' } }, expect.any(String));
    // A condition half filled is not counted.
    const llamadas = mocks.estudio.alcance.mock.calls.length;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Condición 1' }), 'postalCodePrefix');
    expect(await screen.findByText('Completa las condiciones para ver el alcance.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 700));
    expect(mocks.estudio.alcance).toHaveBeenCalledTimes(llamadas);
  });
});

describe('the review', () => {
  beforeEach(() => {
    Object.assign(mocks.estudio, estudioFalso());
    mocks.estudio.borrador.mockResolvedValue(borrador({ estado: 'en_revision' }));
  });

  it('never offers its author the approval', async () => {
    abre({ ...EDITORA, roles: ['editor', 'publicador'] });
    expect(
      await screen.findByText('Está en revisión. Lo aprueba otra persona con permiso de publicación.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Aprobar/ })).toBeNull();
  });

  it('lets another publisher approve now, for a Madrid time, or reject with a reason', async () => {
    mocks.estudio.aprueba.mockResolvedValue({ estado: 'publicada', version: 'v3' });
    const user = abre(APROBADOR);
    await user.click(await screen.findByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Escribe el motivo: lo leerá quien escribió el borrador.')).toBeTruthy();
    expect(mocks.estudio.rechaza).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Aprobar para ese día y hora' }));
    expect(
      await screen.findByText('Elige un día y una hora de Madrid que aún no hayan pasado.'),
    ).toBeTruthy();
    expect(mocks.estudio.aprueba).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Publicar el día'), '2099-12-01');
    await user.click(screen.getByRole('button', { name: 'Aprobar para ese día y hora' }));
    await waitFor(() => expect(mocks.estudio.aprueba).toHaveBeenCalledWith(7, '2099-12-01T09:00:00+01:00'));
    mocks.estudio.aprueba.mockClear();
    await user.click(screen.getByRole('button', { name: 'Aprobar y publicar ahora' }));
    await waitFor(() => expect(mocks.estudio.aprueba).toHaveBeenCalledWith(7));
    expect(
      await screen.findByText('Publicada como versión v3: los clientes la ven desde ahora.'),
    ).toBeTruthy();
  });
});

describe('a card the live offers cannot draw', () => {
  beforeEach(() => {
    Object.assign(mocks.estudio, estudioFalso());
    mocks.estudio.borrador.mockResolvedValue(borrador());
    mocks.estudio.guarda.mockResolvedValue({ revision: 4 });
  });

  it('is marked by its card and holds the draft back from review', async () => {
    tiposDibujados.current = ['mediado'];
    const user = abre();
    expect(
      await screen.findByText(
        'las ofertas que ven los clientes no saben dibujar tarjetas de tipo «sorteo»: no se puede publicar todavía',
      ),
    ).toBeTruthy();
    await user.type(titulo(), '!');
    await user.click(screen.getByRole('button', { name: 'Enviar a revisión' }));
    expect(
      await screen.findByText('Corrige los campos señalados antes de enviarlo a revisión.'),
    ).toBeTruthy();
    expect(mocks.estudio.envia).not.toHaveBeenCalled();
  });
});
