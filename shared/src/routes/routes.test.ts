import { makePoliza, makePortfolio, makeSiniestro } from '../testing/fixtures';
import {
  avisoRenovacionRoute,
  polizaEntries,
  polizaRoute,
  reciboRoute,
  siniestroEntries,
  siniestroRoute,
} from '.';
import { isReciboVencido } from '../domain/recibos';
import { isSiniestroAbierto, isSiniestroCerrado } from '../domain/siniestros';

describe('detail routes', () => {
  const poliza = makePoliza({ idPoliza: 42, numPoliza: 'HNA/7' });

  it.each([
    ['lstPolizasVeh', '/polizaAutos/42'],
    ['lstPolizasHogar', '/polizaHogar/42'],
    ['lstPolizasDec', '/polizaDecesos/42'],
    ['lstPolizasSaludHNA', '/polizaSalud/HNA%2F7'],
    ['lstPolizasSaludMMT', '/polizaSaludMMT/42'],
    ['lstPolizasMovilidad', '/polizaMovilidad/42'],
    ['lstPolizasNegocio', '/polizaNegocio/42'],
    ['lstPolizasAccidentes', '/polizaAccidentes/42'],
    ['lstPolizasMascotas', '/polizaMascotas/42'],
  ] as const)('%s → %s', (list, path) => {
    expect(polizaRoute(list, poliza)).toBe(path);
  });

  it.each([
    ['lstSiniestrosVeh', '/siniestroAutos/S-9'],
    ['lstSiniestrosHog', '/siniestroHogar/S-9'],
    ['lstSiniestrosMov', '/siniestroMovilidad/S-9'],
    ['lstSiniestrosNeg', '/siniestroNegocio/S-9'],
    ['lstSiniestrosAcc', '/siniestroAccidentes/S-9'],
    ['lstSiniestrosMasc', '/siniestroMascotas/S-9'],
  ] as const)('%s → %s', (list, path) => {
    expect(siniestroRoute(list, { numSiniestro: 'S-9' })).toBe(path);
  });

  it('builds receipt and renewal routes', () => {
    expect(reciboRoute({ idRecibo: 77 })).toBe('/recibo/77');
    expect(avisoRenovacionRoute(42)).toBe('/avisoRenovacion/42');
  });

  it('lists every policy and claim of a portfolio with its route', () => {
    const portfolio = makePortfolio({
      lstPolizasVeh: [makePoliza({ idPoliza: 1 })],
      lstPolizasMascotas: [makePoliza({ idPoliza: 2 })],
      lstSiniestrosHog: [makeSiniestro({ numSiniestro: 'H1' })],
    });
    expect(polizaEntries(portfolio).map((e) => e.path)).toEqual(['/polizaAutos/1', '/polizaMascotas/2']);
    expect(siniestroEntries(portfolio).map((e) => [e.list, e.path])).toEqual([
      ['lstSiniestrosHog', '/siniestroHogar/H1'],
    ]);
  });
});

describe('claim status rules', () => {
  it('lists ABIERTO as open, case-insensitively', () => {
    expect(isSiniestroAbierto('ABIERTO')).toBe(true);
    expect(isSiniestroAbierto(' abierto ')).toBe(true);
    expect(isSiniestroAbierto('CERRADO')).toBe(false);
    expect(isSiniestroAbierto('EN TRAMITE')).toBe(false);
    expect(isSiniestroAbierto(null)).toBe(false);
  });

  it('on car policies only CERRADO is closed', () => {
    expect(isSiniestroCerrado('Cerrado', true)).toBe(true);
    expect(isSiniestroCerrado('EN TRAMITE', true)).toBe(false);
    expect(isSiniestroCerrado('ABIERTO', true)).toBe(false);
  });

  it('on other policies anything but ABIERTO is closed', () => {
    expect(isSiniestroCerrado('EN TRAMITE', false)).toBe(true);
    expect(isSiniestroCerrado('cerrado', false)).toBe(true);
    expect(isSiniestroCerrado('abierto', false)).toBe(false);
  });
});

describe('overdue receipts', () => {
  const base = { pendiente: true, pagable: true, fecRecibo: '2024-06-09' };

  it('is overdue when pending, payable and dated before today', () => {
    expect(isReciboVencido(base, '2024-06-10')).toBe(true);
  });

  it('is not overdue on its own date or later', () => {
    expect(isReciboVencido(base, '2024-06-09')).toBe(false);
    expect(isReciboVencido({ ...base, fecRecibo: '2024-07-01' }, '2024-06-10')).toBe(false);
  });

  it('is not overdue when paid or not payable', () => {
    expect(isReciboVencido({ ...base, pendiente: false }, '2024-06-10')).toBe(false);
    expect(isReciboVencido({ ...base, pagable: false }, '2024-06-10')).toBe(false);
  });
});
