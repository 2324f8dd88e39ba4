import { mandatoSepa, REFERENCIA_AL_FIRMAR } from './mandato-sepa';
import { lineasAFirmar } from './texto-a-firmar';

const DATOS = {
  acreedor: { identificador: 'ES04ZZZA28000032', nombre: 'Mutua Horizonte Seguros' },
  nombreDeudor: 'Lucía Fernández García',
  iban: 'ES1801821234861234567890',
  bic: 'BBVAESMMXXX',
  polizas: 'AUT-1, HOG-2',
  referencia: null,
  // 23:30 UTC is already the next day in Madrid.
  fecha: new Date('2026-11-26T23:30:00Z'),
};

describe('mandatoSepa', () => {
  it('names creditor and debtor, masks the account, and dates the order on Madrid’s calendar', () => {
    expect(lineasAFirmar(mandatoSepa(DATOS))).toEqual([
      'Orden de domiciliación de adeudo directo SEPA',
      'Acreedor',
      'Identificador del acreedor: ES04ZZZA28000032',
      'Nombre del acreedor: Mutua Horizonte Seguros',
      'Deudor',
      'Nombre del deudor: Lucía Fernández García',
      'Número de cuenta (IBAN): **** **** **** **** **** 7890',
      'Entidad: BBVA',
      'BIC: BBVAESMMXXX',
      'Pólizas: AUT-1, HOG-2',
      'Orden',
      `Referencia de la orden: ${REFERENCIA_AL_FIRMAR}`,
      'Esquema: SEPA Core (adeudo directo básico)',
      'Tipo de pago: Pago recurrente',
      'Fecha: 27-11-2026',
      expect.stringMatching(/^Mediante la firma de esta orden de domiciliación, el deudor autoriza/),
    ]);
  });

  it('carries the reference once signed', () => {
    const texto = lineasAFirmar(mandatoSepa({ ...DATOS, referencia: 'AC20261127-0123456789' }));
    expect(texto).toContain('Referencia de la orden: AC20261127-0123456789');
  });
});
