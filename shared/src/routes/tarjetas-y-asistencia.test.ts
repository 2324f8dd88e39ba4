import { makePoliza, makePortfolio } from '../testing/fixtures';
import { tarjetasYAsistencia, tieneTarjetasOAsistencia } from './tarjetas-y-asistencia';

const HOY = '2026-11-29';

describe('tarjetasYAsistencia', () => {
  it('lists the policies in force with a card, and roadside help only on vehicles', () => {
    const portfolio = makePortfolio({
      lstPolizasVeh: [makePoliza({ idPoliza: 1 })],
      lstPolizasHogar: [makePoliza({ idPoliza: 2 })],
      lstPolizasSaludMMT: [makePoliza({ idPoliza: 3 })],
      // Lines without our card: the partner's health policy, funeral, pets.
      lstPolizasSaludHNA: [makePoliza({ idPoliza: 4 })],
      lstPolizasDec: [makePoliza({ idPoliza: 5 })],
      lstPolizasMascotas: [makePoliza({ idPoliza: 6 })],
    });
    expect(tarjetasYAsistencia(portfolio, HOY).map((e) => [e.path, e.tarjeta, e.asistencia])).toEqual([
      ['/polizaAutos/1', true, true],
      ['/polizaHogar/2', true, false],
      ['/polizaSaludMMT/3', true, false],
    ]);
    expect(tieneTarjetasOAsistencia(portfolio)).toBe(true);
  });

  it('leaves out cancelled, expired and withdrawn policies', () => {
    const portfolio = makePortfolio({
      lstPolizasVeh: [
        makePoliza({ idPoliza: 1, enVigor: false }),
        makePoliza({ idPoliza: 2, fechaVto: '2026-11-28' }),
        makePoliza({ idPoliza: 3, solicitudBaja: { tipo: 'DESISTIMIENTO', fecha: '2026-11-20' } }),
      ],
      // Not renewing keeps the policy in force until its expiry date.
      lstPolizasHogar: [
        makePoliza({ idPoliza: 4, solicitudBaja: { tipo: 'NO_RENOVAR', fecha: '2099-01-01' } }),
      ],
    });
    expect(tarjetasYAsistencia(portfolio, HOY).map((e) => e.poliza.idPoliza)).toEqual([4]);
  });

  it('is empty for a customer with no such policy', () => {
    const portfolio = makePortfolio({ lstPolizasDec: [makePoliza()] });
    expect(tarjetasYAsistencia(portfolio, HOY)).toEqual([]);
    expect(tieneTarjetasOAsistencia(portfolio)).toBe(false);
  });
});
