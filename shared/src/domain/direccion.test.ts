import {
  CODIGO_POSTAL_FORMATO,
  CODIGOS_PROVINCIA,
  direccionCompleta,
  lineaDireccion,
  PROVINCIA_REQUERIDA,
  PROVINCIAS,
  provinciaDeCodigoPostal,
  validateCodigoPostal,
} from './direccion';

describe('the postcode–province rule', () => {
  it('knows the 52 provinces by their INE code, 01 to 52', () => {
    expect(Object.keys(PROVINCIAS)).toHaveLength(52);
    expect(CODIGOS_PROVINCIA).toHaveLength(52);
    expect(PROVINCIAS['28']).toBe('Madrid');
    expect(PROVINCIAS['08']).toBe('Barcelona');
    expect(PROVINCIAS['52']).toBe('Melilla');
    // Listed by name as people look for them: 'A Coruña' before 'Albacete'.
    expect(CODIGOS_PROVINCIA.slice(0, 2)).toEqual(['15', '02']);
  });

  it('reads the province from the first two digits', () => {
    expect(provinciaDeCodigoPostal('28009')).toBe('28');
    expect(provinciaDeCodigoPostal(' 01001 ')).toBe('01');
    expect(provinciaDeCodigoPostal('52001')).toBe('52');
    expect(provinciaDeCodigoPostal('00123')).toBeNull();
    expect(provinciaDeCodigoPostal('53001')).toBeNull();
    expect(provinciaDeCodigoPostal('2800')).toBeNull();
    expect(provinciaDeCodigoPostal('28O09')).toBeNull();
  });

  it('accepts a postcode of the chosen province', () => {
    expect(validateCodigoPostal('28009', '28')).toBeNull();
    expect(validateCodigoPostal('07001', '07')).toBeNull();
    expect(validateCodigoPostal(' 51001', '51')).toBeNull();
  });

  it('says what is wrong otherwise', () => {
    expect(validateCodigoPostal('', '28')).toBe(CODIGO_POSTAL_FORMATO);
    expect(validateCodigoPostal('280091', '28')).toBe(CODIGO_POSTAL_FORMATO);
    expect(validateCodigoPostal('53001', '28')).toBe(
      'El código postal 53001 no existe: sus dos primeras cifras deben ir de 01 a 52 (la provincia)',
    );
    expect(validateCodigoPostal('00999', '28')).toMatch(/no existe/);
    expect(validateCodigoPostal('08001', '28')).toBe(
      'El código postal 08001 es de Barcelona, no de Madrid. Revisa el código postal o la provincia',
    );
    expect(validateCodigoPostal('28009', '')).toBe(PROVINCIA_REQUERIDA);
    expect(validateCodigoPostal('28009', '99')).toBe(PROVINCIA_REQUERIDA);
  });
});

describe('the address as people read it', () => {
  const d = {
    via: 'Calle de Atocha',
    numero: '34',
    pisoPuerta: '2º izda.',
    codPostal: '28012',
    poblacion: 'Madrid',
    provincia: '28',
  };
  it('joins the street line, with the floor only when there is one', () => {
    expect(lineaDireccion(d)).toBe('Calle de Atocha 34, 2º izda.');
    expect(lineaDireccion({ ...d, pisoPuerta: ' ' })).toBe('Calle de Atocha 34');
  });
  it('names the province when the town does not', () => {
    expect(direccionCompleta(d)).toBe('Calle de Atocha 34, 2º izda., 28012 Madrid');
    expect(direccionCompleta({ ...d, codPostal: '28801', poblacion: 'Alcalá de Henares' })).toBe(
      'Calle de Atocha 34, 2º izda., 28801 Alcalá de Henares (Madrid)',
    );
  });
});
