import { makePoliza, makePortfolio } from '@area-cliente/shared/testing';
import { polizasParaEmail } from './siguiente-paso';

describe('polizasParaEmail', () => {
  it('confirms the e-mail on current policies only: never a withdrawn one nor the partner insurer’s', () => {
    const poliza = (idPoliza: number) => makePoliza({ idPoliza, numPoliza: `P-${idPoliza}` });
    const desistida = {
      ...poliza(2),
      solicitudBaja: { tipo: 'DESISTIMIENTO' as const, fecha: '2026-11-07' },
    };
    const portfolio = makePortfolio({
      lstPolizasVeh: [poliza(1), desistida],
      lstPolizasSaludHNA: [poliza(3)],
      lstPolizasMascotas: [poliza(4)],
    });
    expect(polizasParaEmail(portfolio)).toEqual([1, 4]);
  });
});
