import { CALLS } from '../contract';
import { PortfolioSchema } from '../contract/portfolio';
import { esDeSocio, LINEAS_CON_SINIESTROS, LINEAS_POLIZA } from '../domain/lineas';
import { POLIZA_LIST_KEYS } from './detail-routes';

// The table of policy lines names things the contract owns: each name must be one the contract knows.
describe('the table of policy lines', () => {
  const portfolioKeys = Object.keys(PortfolioSchema.entries);

  it('names each line once in every vocabulary', () => {
    for (const key of ['ramo', 'lista', 'pantalla', 'llamada'] as const) {
      const names = LINEAS_POLIZA.map((l) => l[key]);
      expect(new Set(names).size, key).toBe(LINEAS_POLIZA.length);
    }
    const claims = LINEAS_CON_SINIESTROS.map((l) => l.siniestros);
    for (const key of ['lista', 'pantalla', 'llamada', 'linea'] as const)
      expect(new Set(claims.map((s) => s[key])).size, key).toBe(claims.length);
  });

  it("uses the portfolio's lists and the contract's calls", () => {
    for (const l of LINEAS_POLIZA) {
      expect(portfolioKeys).toContain(l.lista);
      if (l.listaCupones) expect(portfolioKeys).toContain(l.listaCupones);
      expect(Object.keys(CALLS)).toContain(l.llamada);
      expect(CALLS[l.llamada].path).toContain(`:${l.clave}`);
      if (l.siniestros) {
        expect(portfolioKeys).toContain(l.siniestros.lista);
        expect(Object.keys(CALLS)).toContain(l.siniestros.llamada);
      }
    }
    // Every per-line list of the portfolio is in the table.
    const listas = LINEAS_POLIZA.flatMap((l) => [l.lista, l.listaCupones, l.siniestros?.lista]);
    expect(
      portfolioKeys.filter((k) => /^lst(Polizas|Siniestros)/.test(k) && !listas.includes(k as never)),
    ).toEqual([]);
  });

  it("keeps SPEC §3's order and tells the partner's line apart", () => {
    expect(POLIZA_LIST_KEYS).toEqual(LINEAS_POLIZA.map((l) => l.lista));
    expect(LINEAS_POLIZA.filter((l) => esDeSocio(l.ramo)).map((l) => l.ramo)).toEqual(['SALUD_HNA']);
  });
});
