import { audienciaDe, modeloDe, opcionesDe, textoAlcance } from './audiencia-modelo';

describe("the audience builder's model", () => {
  it('reads a flat audience as conditions and writes it back', () => {
    const audiencia = { all: [{ holds: 'auto' as const }, { not: { client: 'mediado' as const } }] };
    const modelo = modeloDe(audiencia);
    expect(modelo).toEqual({
      modo: 'all',
      condiciones: [
        { regla: 'holds', valor: 'auto', negada: false },
        { regla: 'client', valor: 'mediado', negada: true },
      ],
    });
    expect(audienciaDe(modelo)).toEqual(audiencia);
    expect(audienciaDe(modeloDe({ holds: 'auto' }))).toEqual({ holds: 'auto' });
    expect(modeloDe(undefined)).toEqual({ modo: 'todos' });
  });

  it('keeps a nested audience as text', () => {
    const anidada = {
      any: [{ all: [{ holds: 'auto' as const }, { age: { min: 18 } }] }, { holds: 'moto' as const }],
    };
    expect(modeloDe(anidada).modo).toBe('texto');
  });

  it("offers each rule's values from its schema", () => {
    expect(opcionesDe('holds')).toContain('auto');
    expect(opcionesDe('friendCodes')).toBe('booleano');
    expect(opcionesDe('postalCodePrefix')).toBeUndefined();
  });

  it('words the reach as marketing reads it', () => {
    expect(textoAlcance({ clientes: 1240 })).toBe('unos 1.240 clientes');
    expect(textoAlcance({ menosDe20: true })).toBe('menos de 20 clientes');
  });
});
