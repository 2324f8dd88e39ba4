import { act, screen } from '@testing-library/react';
import { kindsDrawn, mountCampaignPreview } from './campaign-preview';

const SORTEO = {
  id: 'sorteo-viaje',
  kind: 'sorteo',
  sections: ['inicio'],
  data: {
    titulo: 'Sorteamos un crucero',
    texto: 'Participa',
    imagen: 'crucero.png',
    imagenAlt: 'Un barco en el mar',
    condicionesLabel: 'Acepto las condiciones',
    condiciones: { texto: 'Condiciones', url: 'https://example.com/condiciones' },
    sorteo: 'VIAJE',
  },
};

describe("the studio's preview expose", () => {
  it("draws a draft's cards with the customers' components, inert, for a customer who does not exist", async () => {
    const element = document.createElement('div');
    document.body.append(element);
    let preview: ReturnType<typeof mountCampaignPreview> | undefined;
    await act(async () => {
      preview = mountCampaignPreview(element, {
        cards: [SORTEO, { id: 'nueva', kind: 'holograma', sections: ['inicio'], data: {} }],
        imageUrl: (name) => `/estudio/api/borradores/7/imagenes/${name}`,
        persona: 'directo',
        ancho: 390,
      });
    });
    expect(screen.getByText('Sorteamos un crucero')).toBeTruthy();
    const imagen = screen.getByRole('img', { name: 'Un barco en el mar' }) as HTMLImageElement;
    expect(imagen.getAttribute('src')).toBe('/estudio/api/borradores/7/imagenes/crucero.png');
    expect(element.querySelector('[inert]')?.contains(imagen)).toBe(true);
    expect(
      screen.getByText('Esta versión de las ofertas no sabe dibujar tarjetas de tipo «holograma».'),
    ).toBeTruthy();
    expect(element.querySelector('.offers-studio-preview--una')).not.toBeNull();
    // What the studio holds a draft back by: the kinds this build draws.
    expect(kindsDrawn).toContain('sorteo');
    expect(kindsDrawn).not.toContain('holograma');

    await act(async () =>
      preview?.update({ cards: [SORTEO], imageUrl: (n) => n, persona: 'mediado', ancho: 1440 }),
    );
    expect(element.querySelector('.offers-studio-preview--dos')).not.toBeNull();
    expect(screen.queryByText(/holograma/)).toBeNull();
    await act(async () => preview?.unmount());
    expect(element.innerHTML).toBe('');
  });

  it('draws a half-written card as a note, not as a broken preview', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      mountCampaignPreview(element, {
        cards: [{ id: 'rota', kind: 'taller', sections: ['inicio'], data: { titulo: 'Talleres' } }],
        imageUrl: (n) => n,
        persona: 'directo',
        ancho: 390,
      });
    });
    expect(screen.getByText('Esta tarjeta aún no se puede dibujar: revisa sus campos.')).toBeTruthy();
  });
});
