import { makePoliza, makePortfolio } from '@area-cliente/shared/testing';
import { describe, expect, it } from 'vitest';
import { menuEntries } from './menu';

describe('menuEntries', () => {
  it("always offers 'Mis datos', 'Mis documentos' and 'Mensajes', in the first slots", () => {
    expect(menuEntries(makePortfolio())).toEqual([
      { label: 'Mis datos', path: '/cliente', position: 10 },
      { label: 'Mis documentos', path: '/misDocumentos', position: 20 },
      { label: 'Mensajes', path: '/mensajes', position: 30 },
    ]);
  });

  it("adds 'Tarjetas y asistencia', after 'Mensajes', when a policy has a card", () => {
    const portfolio = makePortfolio({ lstPolizasHogar: [makePoliza({ idPoliza: 2 })] });
    expect(menuEntries(portfolio).at(-1)).toEqual({
      label: 'Tarjetas y asistencia',
      path: '/tarjetas',
      position: 40,
    });
  });

  it("leaves 'Tarjetas y asistencia' out when no policy in force has a card or roadside help", () => {
    const portfolio = makePortfolio({
      lstPolizasVeh: [makePoliza({ idPoliza: 1, enVigor: false })],
      lstPolizasDec: [makePoliza({ idPoliza: 4 })],
    });
    expect(menuEntries(portfolio).map((e) => e.label)).toEqual(['Mis datos', 'Mis documentos', 'Mensajes']);
  });
});
