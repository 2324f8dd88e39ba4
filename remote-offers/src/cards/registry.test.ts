import { ENLACE_KEYS, type Portfolio } from '@area-cliente/shared/contract';
import { describe, expect, it } from 'vitest';
import { showsBenefits, showsDraws, showsMyOffice, showsOffers, showsServices } from '../visibility';
import { buildCupon, buildPortfolio, type PortfolioOverrides } from '../visibility/testing/portfolio-fixture';
import { CATALOG } from './catalog';
import { cardsFor, sectionHasCards, withTitleOverrides } from './registry';
import type { Section } from './types';

const ids = (section: Section, p: Portfolio) => cardsFor(section, p).map((c) => c.id);

const direct = { purezaPuroMMT: true, codPostal: '28009' };

/** Every combination of the inputs the rules read, as consistent portfolios. */
function* portfolios(): Generator<Portfolio> {
  const bits = 15;
  for (let mask = 0; mask < 1 << bits; mask += 1) {
    const on = (i: number) => (mask & (1 << i)) !== 0;
    const car = on(2);
    const overrides: PortfolioOverrides = {
      cliente: { purezaPuroMMT: on(0), codPostal: on(1) ? '28001' : '41001' },
      tienePolizaAuto: car ? 'S' : 'N',
      tienePolizaMoto: on(3) ? 'S' : 'N',
      tienePolizaHogar: on(4) ? 'S' : 'N',
      tienePolizaSaludMMT: on(5) ? 'S' : 'N',
      tienePolizaSaludHNA: 'N',
      tienePolizaMascotas: on(6) ? 'S' : 'N',
      lstCodigosAmigo: on(7) ? [buildCupon()] : [],
      tienePolizasVigorMMT: on(8),
      visibleFinSorteoFreidoraAire: on(9),
      visibleSorteoTv: on(10),
      tienePolizaConAsistenciaHogar: on(11) ? 'S' : 'N',
      cuantasPolizasConSubsidio: on(12) ? 1 : 0,
      tienePolizaDecesosPremium: on(13),
      visiblePromocionFreidoraAire: on(0) && on(14),
      // Derived as the API derives them: the promos go to direct clients, the taxi card to car owners.
      visiblePromocionHogar90: on(0) && !on(4),
      visibleAhorraConTuTaxi: car && on(12),
    };
    yield buildPortfolio(overrides);
  }
}

describe('card sections follow the SPEC §6 rules', () => {
  it('each card screen has cards exactly when its rule says so, for every combination', () => {
    const rules: [Section, (p: Portfolio) => boolean][] = [
      ['mioficina', showsMyOffice],
      ['servicios', showsServices],
      ['ofertas', showsOffers],
      ['sorteos', showsDraws],
      ['beneficios', showsBenefits],
    ];
    let checked = 0;
    const mismatches: string[] = [];
    for (const p of portfolios()) {
      for (const [section, rule] of rules) {
        if (sectionHasCards(section, p) !== rule(p)) mismatches.push(`${section}: ${JSON.stringify(p)}`);
      }
      checked += 1;
    }
    expect(checked).toBe(1 << 15);
    expect(mismatches.slice(0, 3)).toEqual([]);
  });
});

describe('home cards', () => {
  it('shows a direct client the office, workshop, health offer, referral and section cards', () => {
    const p = buildPortfolio({
      cliente: direct,
      tienePolizaAuto: 'S',
      tienePolizaSaludHNA: 'N',
      tienePolizaSaludMMT: 'N',
      lstCodigosAmigo: [buildCupon()],
      tienePolizasVigorMMT: true,
      visibleSorteoTv: true,
      visibleFinSorteoFreidoraAire: true,
    });
    expect(ids('inicio', p)).toEqual([
      'oficina',
      'sorteo-viaje',
      'sorteo-freidora-finalizado',
      'oferta-salud',
      'cupones-amigo',
      'red-talleres',
      'seccion-servicios',
      'seccion-ofertas',
      'seccion-beneficios',
    ]);
  });

  it('shows a mediated client the broker card instead of the office, and no cross-sell or benefits', () => {
    const p = buildPortfolio({
      cliente: { codPostal: '28009' },
      tienePolizaAuto: 'S',
      tienePolizaSaludHNA: 'N',
      tienePolizaSaludMMT: 'N',
      tienePolizaHogar: 'N',
      tienePolizaMascotas: 'N',
      tienePolizasVigorMMT: true,
      lstCodigosAmigo: [buildCupon()],
    });
    expect(ids('inicio', p)).toEqual([
      'atencion-cliente-mediado',
      'cupones-amigo',
      'seccion-servicios',
      'seccion-ofertas',
    ]);
    expect(ids('ofertas', p)).toEqual(['cupones-amigo']);
    expect(ids('mioficina', p)).toEqual([]);
    expect(ids('beneficios', p)).toEqual([]);
  });

  it("gives a client whose only policy is the partner's health one the partner's client-area card", () => {
    const p = buildPortfolio({
      cliente: direct,
      tienePolizaSaludHNA: 'S',
      tienePolizaSaludMMT: 'N',
      tienePolizaHogar: 'N',
      tienePolizaMascotas: 'N',
    });
    expect(ids('inicio', p)).toContain('area-cliente-salud-colaborador');
    expect(ids('servicios', p)).toEqual(['area-cliente-salud-colaborador']);
    expect(ids('inicio', buildPortfolio({ tienePolizaSaludHNA: 'N' }))).not.toContain(
      'area-cliente-salud-colaborador',
    );
  });

  it('offers the air-fryer draw on home, offers and draws while it is open', () => {
    const p = buildPortfolio({ cliente: direct, visiblePromocionFreidoraAire: true });
    for (const section of ['inicio', 'ofertas', 'sorteos'] as const)
      expect(ids(section, p)).toContain('sorteo-freidora');
  });
});

describe('catalog', () => {
  it('has unique ids, and every card belongs to at least one section', () => {
    const all = CATALOG.map((c) => c.id);
    expect(new Set(all).size).toBe(all.length);
    for (const card of CATALOG) expect(card.sections.length).toBeGreaterThan(0);
  });

  it('holds no outside address: every link names a configured one (GET /v1/ac/enlaces)', () => {
    // Images are the remote's own assets (inline SVG may name its XML namespace).
    const json = JSON.stringify(CATALOG, (key, value: unknown) => (key === 'imagen' ? undefined : value));
    expect(json).not.toMatch(/https?:\/\//);
    const keys = [...json.matchAll(/"enlace":"([^"]+)"/g)].map((m) => m[1]);
    expect(keys.length).toBeGreaterThan(4);
    for (const key of keys) expect(ENLACE_KEYS).toContain(key);
  });

  it('retitles a card by id at build time and leaves the others alone', () => {
    const cards = withTitleOverrides(CATALOG, { 'sorteo-viaje': 'Nuevo título' });
    expect(cards.find((c) => c.id === 'sorteo-viaje')?.data.titulo).toBe('Nuevo título');
    expect(cards.find((c) => c.id === 'oficina')?.data.titulo).toBe('Mi Oficina de Referencia');
  });
});
