import { esDeSocio, LINEAS_POLIZA, polizaGestionable, RAMO_SALUD_SOCIO, RAMOS_DE_SOCIO } from './lineas';

describe('the partner rule', () => {
  it('names the partner lines from the table, for SQL to take as a parameter', () => {
    expect(RAMOS_DE_SOCIO).toEqual(LINEAS_POLIZA.filter((l) => l.socio).map((l) => l.ramo));
    expect(RAMOS_DE_SOCIO).toContain(RAMO_SALUD_SOCIO);
    expect(esDeSocio(RAMO_SALUD_SOCIO)).toBe(true);
    expect(esDeSocio('VEH')).toBe(false);
  });

  it("manages a current policy of one of ours only: never the partner's, never an ended one", () => {
    expect(polizaGestionable('VEH', { clase: 'VIGENTE' })).toBe(true);
    expect(polizaGestionable(RAMO_SALUD_SOCIO, { clase: 'VIGENTE' })).toBe(false);
    expect(polizaGestionable('VEH', { clase: 'ANULADA', desde: null })).toBe(false);
    expect(polizaGestionable('HOG', { clase: 'DESISTIDA', desde: '2026-11-07' })).toBe(false);
  });
});
