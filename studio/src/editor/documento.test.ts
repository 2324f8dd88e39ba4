import {
  alternaOculta,
  conValor,
  estaOculta,
  mueve,
  nuevaTarjeta,
  quita,
  rutaTexto,
  type Documento,
} from './documento';

const doc = (): Documento => ({
  nombre: 'Campaña',
  cards: [
    { id: 'a', kind: 'mediado', sections: ['inicio'], data: { titulo: 'A', texto: 'a' } },
    { id: 'b', kind: 'mediado', sections: ['inicio'], data: { titulo: 'B', texto: 'b' } },
  ],
});

describe("the editor's changes to a draft", () => {
  it('moves a card one place and leaves it at an end', () => {
    expect(mueve(doc(), 1, -1).cards.map((c) => c.id)).toEqual(['b', 'a']);
    expect(mueve(doc(), 0, -1).cards.map((c) => c.id)).toEqual(['a', 'b']);
    expect(quita(doc(), 0).cards.map((c) => c.id)).toEqual(['b']);
  });

  it('hides a card by ending its schedule yesterday, and shows it again', () => {
    const now = new Date('2026-12-10T10:00:00Z');
    const oculta = alternaOculta(doc().cards[0]!, now);
    expect(oculta.schedule).toEqual({ hasta: '2026-12-09' });
    expect(estaOculta(oculta, now)).toBe(true);
    expect(alternaOculta(oculta, now).schedule).toBeUndefined();
  });

  it('starts a new card with the fields its kind requires and a free id', () => {
    const card = nuevaTarjeta({ ...doc(), cards: [{ ...doc().cards[0]!, id: 'promo-1' }] }, 'promo');
    expect(card).toEqual({
      id: 'promo-2',
      kind: 'promo',
      sections: ['inicio'],
      data: { titulo: '', texto: '', destacado: '' },
    });
  });

  it('sets a value deep in a card and names its path as the API does', () => {
    expect(conValor({ condiciones: { texto: 'x' } }, ['condiciones', 'url'], 'https://a.es')).toEqual({
      condiciones: { texto: 'x', url: 'https://a.es' },
    });
    expect(conValor({ l: ['a', 'b'] }, ['l', 1], 'c')).toEqual({ l: ['a', 'c'] });
    expect(conValor({ a: 1, b: 2 }, ['b'], undefined)).toEqual({ a: 1 });
    expect(rutaTexto(['cards', 3, 'data', 'titulo'])).toBe('cards[3].data.titulo');
  });
});
