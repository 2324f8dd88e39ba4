import {
  cambiosCoberturas,
  type CoberturaDatos,
  diferenciaPrima,
  repartoPrima,
  textoCambio,
  textoDiferencia,
  textoFranquicia,
  textoLimite,
  textoReparto,
} from './coberturas';

const cobertura = (descripcion: string, over: Partial<CoberturaDatos> = {}): CoberturaDatos => ({
  descripcion,
  capital: null,
  limite: null,
  franquicia: null,
  contratacion: 'INCLUIDA',
  ...over,
});

describe('repartoPrima / textoReparto', () => {
  it('splits an even premium into equal receipts', () => {
    expect(repartoPrima(388.12, 'TRIMESTRAL')).toEqual([{ recibos: 4, importe: 97.03 }]);
    expect(textoReparto(388.12, 'TRIMESTRAL')).toBe('Pago trimestral: 4 recibos de 97.03 €');
    expect(textoReparto(412.35, 'ANUAL')).toBe('Pago anual: 1 recibo de 412.35 €');
  });
  it('puts the rounding on the last receipt so that the receipts add up to the premium', () => {
    expect(repartoPrima(412.3, 'TRIMESTRAL')).toEqual([
      { recibos: 3, importe: 103.08 },
      { recibos: 1, importe: 103.06 },
    ]);
    expect(textoReparto(412.3, 'TRIMESTRAL')).toBe(
      'Pago trimestral: 4 recibos, 3 de 103.08 € y 1 de 103.06 €',
    );
    const mensual = repartoPrima(1000, 'MENSUAL')!;
    const cents = mensual.reduce((s, t) => s + Math.round(t.importe * 100) * t.recibos, 0);
    expect(cents).toBe(100_000);
    expect(mensual).toEqual([
      { recibos: 11, importe: 83.33 },
      { recibos: 1, importe: 83.37 },
    ]);
  });
  it('has nothing to say without a premium or a known periodicity', () => {
    expect(repartoPrima(null, 'ANUAL')).toBeNull();
    expect(repartoPrima(100, null)).toBeNull();
    expect(repartoPrima(100, 'QUINCENAL')).toBeNull();
    expect(repartoPrima(-1, 'ANUAL')).toBeNull();
    expect(textoReparto(Number.NaN, 'ANUAL')).toBeNull();
  });
});

describe('diferenciaPrima / textoDiferencia', () => {
  it('counts in cents and rounds the percentage to two decimals', () => {
    expect(diferenciaPrima(412.35, 425.9)).toEqual({ euros: 13.55, porcentaje: 3.29 });
    expect(diferenciaPrima(0.1, 0.3)).toEqual({ euros: 0.2, porcentaje: 200 });
    expect(textoDiferencia(diferenciaPrima(412.35, 425.9))).toBe('+13.55 € (+3.29 %)');
  });
  it('shows decreases with a minus sign, and no change as such', () => {
    expect(textoDiferencia(diferenciaPrima(200, 180))).toBe('-20.00 € (-10.00 %)');
    expect(textoDiferencia(diferenciaPrima(200, 200))).toBe('Sin cambios');
  });
  it('has no percentage of a zero premium', () => {
    expect(diferenciaPrima(0, 50)).toEqual({ euros: 50, porcentaje: null });
    expect(textoDiferencia(diferenciaPrima(0, 50))).toBe('+50.00 €');
  });
});

describe('textoLimite / textoFranquicia', () => {
  it('reads the amount, else the written limit, else included', () => {
    expect(textoLimite(cobertura('RC', { capital: 300000 }))).toBe('300,000.00 €');
    expect(textoLimite(cobertura('RC', { limite: 'Ilimitada' }))).toBe('Ilimitada');
    expect(textoLimite(cobertura('Asistencia'))).toBe('Incluida');
    expect(textoFranquicia(cobertura('Daños', { franquicia: 300 }))).toBe('300.00 €');
    expect(textoFranquicia(cobertura('Daños', { franquicia: 0 }))).toBe('Sin franquicia');
  });
});

describe('cambiosCoberturas', () => {
  const antes = [
    cobertura('Daños propios', { limite: 'Valor venal', franquicia: 300 }),
    cobertura('Defensa jurídica', { capital: 3000 }),
    cobertura('Lunas'),
    cobertura('Defensa de multas', { contratacion: 'OPCIONAL' }),
    cobertura('Vehículo de sustitución', { contratacion: 'NO_CONTRATADA' }),
  ];
  const despues = [
    cobertura('Daños propios', { limite: 'Valor venal', franquicia: 250 }),
    cobertura('Defensa jurídica', { capital: 6000 }),
    cobertura('Lunas'),
    cobertura('Defensa de multas', { contratacion: 'NO_CONTRATADA' }),
    cobertura('Vehículo de sustitución', { contratacion: 'OPCIONAL' }),
  ];

  it('finds added, removed, limit and excess changes; a cover not taken counts as absent', () => {
    const cambios = cambiosCoberturas(antes, despues);
    expect(cambios.map(textoCambio)).toEqual([
      'Daños propios: la franquicia pasa de 300.00 € a 250.00 €.',
      'Defensa jurídica: el límite pasa de 3,000.00 € a 6,000.00 €.',
      'Se añade Vehículo de sustitución.',
      'Se quita Defensa de multas.',
    ]);
  });
  it('finds nothing when the covers stay the same', () => {
    expect(cambiosCoberturas(antes, antes)).toEqual([]);
  });
});
