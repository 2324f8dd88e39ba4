import { makePoliza, makePortfolio } from '@area-cliente/shared/testing';
import { describe, expect, it } from 'vitest';
import { menuEntries } from './menu';

const labels = (portfolio = makePortfolio()) => menuEntries(portfolio).map((e) => e.label);

describe('menuEntries', () => {
  it("always offers 'Reclamaciones', in its slot after 'Declarar un siniestro'", () => {
    expect(menuEntries(makePortfolio())).toEqual([
      { label: 'Reclamaciones', path: '/reclamaciones', position: 60 },
    ]);
  });

  it("offers 'Declarar un siniestro' when a policy in force declares online", () => {
    const portfolio = makePortfolio({ lstPolizasVeh: [makePoliza({ idPoliza: 1 })] });
    expect(menuEntries(portfolio)[0]).toEqual({
      label: 'Declarar un siniestro',
      path: '/declararSiniestro',
      position: 50,
    });
    expect(labels(portfolio)).toEqual(['Declarar un siniestro', 'Reclamaciones']);
  });

  it("leaves 'Declarar un siniestro' out when no policy in force can declare", () => {
    const portfolio = makePortfolio({ lstPolizasVeh: [makePoliza({ idPoliza: 1, enVigor: false })] });
    expect(labels(portfolio)).toEqual(['Reclamaciones']);
  });
});
