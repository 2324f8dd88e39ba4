import type { PolizaResumen, Portfolio } from '@area-cliente/shared/contract';
import { makePoliza, makePortfolio } from '@area-cliente/shared/testing';
import { seleccionDePolizas } from './seleccion-polizas';

const poliza = (idPoliza: number, enVigor = true): PolizaResumen =>
  makePoliza({ idPoliza, numPoliza: `P-${idPoliza}`, riesgoAseguradoStr: `Riesgo ${idPoliza}`, enVigor });

const portfolio = (listas: Partial<Portfolio>) => makePortfolio(listas);

describe('seleccionDePolizas', () => {
  it('lets the customer choose among several in-force policies, partner health left out', () => {
    const s = seleccionDePolizas(
      portfolio({
        lstPolizasVeh: [poliza(1), poliza(2)],
        lstPolizasSaludHNA: [poliza(3)],
        lstPolizasHogar: [poliza(4)],
      }),
    );
    expect(s.modo).toBe('elegir');
    expect(s.modo === 'elegir' && s.polizas.map((e) => e.poliza.idPoliza)).toEqual([1, 2, 4]);
  });

  it('sends the only policy without asking', () => {
    expect(seleccionDePolizas(portfolio({ lstPolizasMascotas: [poliza(9)] }))).toEqual({
      modo: 'automatica',
      idPolizas: [9],
    });
  });

  it('sends an empty selection for a single partner health policy, or none', () => {
    expect(seleccionDePolizas(portfolio({ lstPolizasSaludHNA: [poliza(5)] }))).toEqual({
      modo: 'automatica',
      idPolizas: [],
    });
    expect(seleccionDePolizas(portfolio({}))).toEqual({ modo: 'automatica', idPolizas: [] });
  });

  it('ignores policies no longer in force', () => {
    expect(seleccionDePolizas(portfolio({ lstPolizasHogar: [poliza(7), poliza(8, false)] }))).toEqual({
      modo: 'automatica',
      idPolizas: [7],
    });
  });

  it('ignores a policy withdrawn from or expired, which the portfolio still lists', () => {
    const desistida = {
      ...poliza(10),
      solicitudBaja: { tipo: 'DESISTIMIENTO' as const, fecha: '2026-11-07' },
    };
    const vencida = { ...poliza(11), fechaVto: '2020-01-01' };
    expect(
      seleccionDePolizas(portfolio({ lstPolizasVeh: [desistida, poliza(12)], lstPolizasHogar: [vencida] })),
    ).toEqual({ modo: 'automatica', idPolizas: [12] });
  });
});
