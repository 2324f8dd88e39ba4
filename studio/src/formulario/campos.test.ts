import { CARD_DATA_SCHEMAS } from '@area-cliente/shared/campaign';
import { camposDe, vacio } from './campos';

describe('the form generated from the campaign schema', () => {
  it("draws the travel draw card's fields from the sorteo kind's schema", () => {
    const campos = camposDe(CARD_DATA_SCHEMAS.sorteo.entries);
    expect(campos.map((c) => c.clave)).toEqual([
      'titulo',
      'texto',
      'imagen',
      'imagenAlt',
      'condicionesLabel',
      'condiciones',
      'sorteo',
    ]);
    expect(campos[0]).toMatchObject({ tipo: 'texto', max: 120, imagen: false, opcional: false });
    expect(campos[2]).toMatchObject({ tipo: 'texto', imagen: true });
    const condiciones = campos[5];
    expect(condiciones?.tipo).toBe('grupo');
    if (condiciones?.tipo !== 'grupo') return;
    expect(condiciones.campos.map((c) => [c.clave, c.opcional])).toEqual([
      ['texto', false],
      ['url', true],
      ['enlace', true],
    ]);
    expect(condiciones.campos[1]).toMatchObject({ tipo: 'texto', url: true });
    expect(condiciones.campos[2]).toMatchObject({ tipo: 'opcion' });
  });

  it('turns lists into repeatable items with their bounds, and starts new values empty', () => {
    const [, , telefonos] = camposDe(CARD_DATA_SCHEMAS.servicio.entries);
    expect(telefonos).toMatchObject({ tipo: 'lista', min: 0, max: 10, item: { tipo: 'grupo' } });
    const salud = camposDe(CARD_DATA_SCHEMAS.salud.entries);
    expect(vacio(salud[1]!)).toEqual(['']);
    expect(
      vacio({
        tipo: 'grupo',
        clave: '',
        opcional: false,
        campos: camposDe(CARD_DATA_SCHEMAS.mediado.entries),
      }),
    ).toEqual({
      titulo: '',
      texto: '',
    });
  });
});
