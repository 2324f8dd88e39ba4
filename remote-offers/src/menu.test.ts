import { describe, expect, it } from 'vitest';
import { menuEntries } from './menu';
import { buildCupon, buildPortfolio } from './visibility/testing/portfolio-fixture';

describe('menuEntries', () => {
  it('lists nothing when no section has cards', () => {
    expect(menuEntries(buildPortfolio())).toEqual([]);
  });

  it('lists every section in menu order when all have cards', () => {
    const portfolio = buildPortfolio({
      cliente: { purezaPuroMMT: true, codPostal: '28001' },
      tienePolizaAuto: 'S',
      lstCodigosAmigo: [buildCupon()],
      visibleFinSorteoFreidoraAire: true,
    });
    expect(menuEntries(portfolio)).toEqual([
      { label: 'Mi oficina', path: '/mioficina' },
      { label: 'Servicios', path: '/servicios' },
      { label: 'Ofertas', path: '/ofertas' },
      { label: 'Sorteos', path: '/sorteos' },
      { label: 'Beneficios', path: '/beneficios' },
    ]);
  });

  it('hides Mi oficina from a mediated client', () => {
    const labels = menuEntries(buildPortfolio({ tienePolizaMoto: 'S' })).map((e) => e.label);
    expect(labels).toEqual(['Servicios']);
  });
});
