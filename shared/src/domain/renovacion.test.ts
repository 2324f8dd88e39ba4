import {
  diaSolicitud,
  etiquetaSolicitudBaja,
  noRenovarDeshacible,
  plazoDesistimiento,
  plazoNoRenovar,
  recibosNoRenovar,
  sinMasRecibos,
  sumaMeses,
} from './renovacion';

describe('plazoNoRenovar (Ley 50/1980 art. 22: at least one month before the expiry date)', () => {
  it('is in time up to and including the day exactly one month before', () => {
    expect(plazoNoRenovar('2026-06-15', '2026-05-14')).toEqual({ permitido: true, ultimoDia: '2026-05-15' });
    expect(plazoNoRenovar('2026-06-15', '2026-05-15')).toEqual({ permitido: true, ultimoDia: '2026-05-15' });
    expect(plazoNoRenovar('2026-06-15', '2026-05-16')).toEqual({
      permitido: false,
      motivo: 'FUERA_DE_PLAZO',
      ultimoDia: '2026-05-15',
    });
  });

  it('ends on the last day of a shorter month: 31 March → 28 February, 29 in a leap year', () => {
    expect(plazoNoRenovar('2027-03-31', '2027-02-28')).toEqual({ permitido: true, ultimoDia: '2027-02-28' });
    expect(plazoNoRenovar('2027-03-31', '2027-03-01')).toMatchObject({ permitido: false });
    expect(plazoNoRenovar('2028-03-31', '2028-02-29')).toEqual({ permitido: true, ultimoDia: '2028-02-29' });
    expect(plazoNoRenovar('2028-03-30', '2028-03-01')).toMatchObject({
      permitido: false,
      ultimoDia: '2028-02-29',
    });
    expect(plazoNoRenovar('2026-05-31', '2026-04-30')).toEqual({ permitido: true, ultimoDia: '2026-04-30' });
  });

  it('crosses the year and reads the date part of a timestamp', () => {
    expect(plazoNoRenovar('2027-01-15', '2026-12-15T23:59:00')).toEqual({
      permitido: true,
      ultimoDia: '2026-12-15',
    });
  });

  it('has nothing to stop without an expiry date or once it has passed', () => {
    expect(plazoNoRenovar(null, '2026-05-01')).toEqual({ permitido: false, motivo: 'SIN_VENCIMIENTO' });
    expect(plazoNoRenovar('2026-05-01', '2026-05-01')).toEqual({
      permitido: false,
      motivo: 'SIN_VENCIMIENTO',
    });
  });

  it('can be taken back until the day before the expiry date', () => {
    expect(noRenovarDeshacible('2026-06-15', '2026-06-14')).toBe(true);
    expect(noRenovarDeshacible('2026-06-15', '2026-06-15')).toBe(false);
  });
});

describe('plazoDesistimiento (Ley 22/2007 art. 10: 14 calendar days)', () => {
  it('counts from the day after the contract, the 14th day included', () => {
    expect(plazoDesistimiento(true, '2026-02-20', '2026-03-06')).toEqual({
      permitido: true,
      ultimoDia: '2026-03-06',
    });
    expect(plazoDesistimiento(true, '2026-02-20', '2026-03-07').permitido).toBe(false);
    expect(plazoDesistimiento(true, '2028-02-20', '2028-03-05')).toEqual({
      permitido: true,
      ultimoDia: '2028-03-05',
    });
    expect(plazoDesistimiento(true, '2026-02-20', '2026-02-20').permitido).toBe(true);
  });

  it('applies to distance contracts only', () => {
    expect(plazoDesistimiento(false, '2026-02-20', '2026-02-21')).toEqual({
      permitido: false,
      ultimoDia: null,
    });
    expect(plazoDesistimiento(true, null, '2026-02-21')).toEqual({ permitido: false, ultimoDia: null });
  });
});

it('sumaMeses keeps the day or takes the month end', () => {
  expect(sumaMeses('2026-01-31', 1)).toBe('2026-02-28');
  expect(sumaMeses('2026-12-31', -10)).toBe('2026-02-28');
  expect(sumaMeses('2026-01-15', -1)).toBe('2025-12-15');
});

it('etiquetaSolicitudBaja is the mark the screens show', () => {
  expect(etiquetaSolicitudBaja({ tipo: 'NO_RENOVAR', fecha: '2026-06-15' })).toBe(
    'No se renovará el 15-06-2026',
  );
  expect(etiquetaSolicitudBaja({ tipo: 'DESISTIMIENTO', fecha: '2026-06-15' })).toBe(
    'Desistimiento solicitado',
  );
});

it('diaSolicitud is the Madrid day of the instant', () => {
  expect(diaSolicitud('2026-06-30T22:30:00.000Z')).toBe('01-07-2026');
  expect(diaSolicitud('2026-12-31T22:59:00.000Z')).toBe('31-12-2026');
});

describe("recibosNoRenovar: never 'no más recibos' alone while one is due", () => {
  const VTO = '2026-12-31';
  const HOY = '2026-11-27';
  const recibo = (fecRecibo: string, importeNeto: number, estado = 'PENDIENTE') => ({
    estado,
    fecRecibo,
    importeNeto,
  });

  it('says nothing more when the period is paid, and the next period is never due', () => {
    const r = recibosNoRenovar([recibo('2026-01-01', 300, 'COBRADO'), recibo(VTO, 425.9)], VTO, HOY);
    expect(r).toEqual({ quedan: false, avisos: [] });
    expect(sinMasRecibos(r.quedan)).toBe('no te cobraremos más recibos');
    expect(recibosNoRenovar([recibo('2026-11-07', 1)], null, HOY)).toEqual({ quedan: false, avisos: [] });
  });

  it('names the receipt still due, its amount and date, and until when paying it keeps the cover', () => {
    const r = recibosNoRenovar([recibo('2026-11-07', 137.45)], VTO, HOY);
    expect(r.avisos).toEqual([
      'Seguirá pendiente el recibo de 137.45 € con vencimiento el 07-11-2026: págalo para mantener la cobertura hasta el 31-12-2026.',
    ]);
    expect(sinMasRecibos(r.quedan)).toBe('después no te cobraremos más recibos');
  });

  it('names several, returned ones too, oldest first, and those of the period still to come', () => {
    const r = recibosNoRenovar(
      [
        recibo('2026-12-15', 97.03),
        recibo('2026-11-17', 1231.75, 'DEVUELTO'),
        recibo('2026-11-07', 137.45),
        recibo('2026-11-27', 15.79),
      ],
      VTO,
      HOY,
    );
    expect(r).toEqual({
      quedan: true,
      avisos: [
        'Seguirán pendientes los recibos de 137.45 € con vencimiento el 07-11-2026, de 1,231.75 € con vencimiento el 17-11-2026 y de 15.79 € con vencimiento el 27-11-2026: págalos para mantener la cobertura hasta el 31-12-2026.',
        'Hasta entonces se cobrará, como siempre, el recibo de 97.03 € con vencimiento el 15-12-2026.',
      ],
    });
  });
});
