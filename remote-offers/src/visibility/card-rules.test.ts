import { describe, expect, it } from 'vitest';
import { buildCupon, buildPortfolio, type PortfolioOverrides } from './testing/portfolio-fixture';
import {
  lacksOfferedLine,
  showsBenefits,
  showsDraws,
  showsHealthOfferCard,
  showsMyOffice,
  showsOffers,
  showsReferralCard,
  showsServices,
  showsWorkshopCard,
} from './card-rules';

const direct = { purezaPuroMMT: true };

describe('showsMyOffice', () => {
  it('is shown to direct clients only', () => {
    expect(showsMyOffice(buildPortfolio({ cliente: direct }))).toBe(true);
    expect(showsMyOffice(buildPortfolio())).toBe(false);
  });
});

describe('showsServices', () => {
  it('is hidden without any service flag', () => {
    expect(showsServices(buildPortfolio())).toBe(false);
  });

  it.each([
    ['assistance', { tienePolizaConAv: 'S' }],
    ['home assistance', { tienePolizaConAsistenciaHogar: 'S' }],
    ['car', { tienePolizaAuto: 'S' }],
    ['car (plural flag)', { tienePolizaAutos: 'S' }],
    ['motorbike', { tienePolizaMoto: 'S' }],
    ['legal (AJT)', { tienePolizaConAjt: 'S' }],
    ['premium funeral', { tienePolizaDecesosPremium: true }],
    ['subsidy', { cuantasPolizasConSubsidio: 2 }],
    ['glass', { tienePolizaConLunas: 'S' }],
    ['a partner health policy', { tienePolizaSaludHNA: 'S' }],
  ] satisfies [string, PortfolioOverrides][])('is shown with %s', (_name, flags) => {
    expect(showsServices(buildPortfolio(flags))).toBe(true);
  });
});

describe('showsOffers', () => {
  it('is hidden when every offered line is held and no promo or code applies', () => {
    expect(showsOffers(buildPortfolio())).toBe(false);
  });

  it.each([
    ['friend codes', { lstCodigosAmigo: [buildCupon()] }],
    ['the air-fryer promo', { visiblePromocionFreidoraAire: true }],
  ] satisfies [string, PortfolioOverrides][])('is shown with %s', (_name, overrides) => {
    expect(showsOffers(buildPortfolio(overrides))).toBe(true);
  });

  it.each([
    ['the home-90 promo', { visiblePromocionHogar90: true }],
    ['no home policy', { tienePolizaHogar: 'N' }],
    ['no pet policy', { tienePolizaMascotas: 'N' }],
    ['no health policy at either insurer', { tienePolizaSaludHNA: 'N', tienePolizaSaludMMT: 'N' }],
  ] satisfies [string, PortfolioOverrides][])(
    'is shown with %s to a direct client only (cross-sell)',
    (_name, overrides) => {
      expect(showsOffers(buildPortfolio({ ...overrides, cliente: direct }))).toBe(true);
      expect(showsOffers(buildPortfolio(overrides))).toBe(false);
      // The lines offered are personal: a company is offered none of them.
      expect(showsOffers(buildPortfolio({ ...overrides, cliente: { ...direct, numDoc: 'B12345674' } }))).toBe(
        false,
      );
    },
  );

  it('does not offer health when one insurer covers it', () => {
    expect(lacksOfferedLine(buildPortfolio({ tienePolizaSaludHNA: 'N' }))).toBe(false);
  });
});

describe('showsBenefits', () => {
  it('is hidden by default', () => {
    expect(showsBenefits(buildPortfolio())).toBe(false);
  });

  it('is shown to a direct client with a car policy and a postal code 28', () => {
    expect(
      showsBenefits(buildPortfolio({ cliente: { ...direct, codPostal: '28001' }, tienePolizaAuto: 'S' })),
    ).toBe(true);
  });

  it('is shown to a direct client with in-force policies or friend codes', () => {
    expect(showsBenefits(buildPortfolio({ cliente: direct, tienePolizasVigorMMT: true }))).toBe(true);
    expect(showsBenefits(buildPortfolio({ cliente: direct, lstCodigosAmigo: [buildCupon()] }))).toBe(true);
  });

  it('is never shown to a mediated client', () => {
    expect(
      showsBenefits(buildPortfolio({ tienePolizasVigorMMT: true, lstCodigosAmigo: [buildCupon()] })),
    ).toBe(false);
  });
});

describe('showsWorkshopCard', () => {
  const car = { tienePolizaAuto: 'S' } as const;

  it('needs a direct client, a car policy and a postal code starting with 28', () => {
    expect(showsWorkshopCard(buildPortfolio({ ...car, cliente: { ...direct, codPostal: '28080' } }))).toBe(
      true,
    );
    expect(showsWorkshopCard(buildPortfolio({ ...car, cliente: { ...direct, codPostal: '08080' } }))).toBe(
      false,
    );
    expect(showsWorkshopCard(buildPortfolio({ ...car, cliente: { codPostal: '28080' } }))).toBe(false);
    expect(showsWorkshopCard(buildPortfolio({ cliente: { ...direct, codPostal: '28080' } }))).toBe(false);
    expect(showsWorkshopCard(buildPortfolio({ ...car, cliente: { ...direct, codPostal: null } }))).toBe(
      false,
    );
  });
});

describe('showsHealthOfferCard', () => {
  it('needs a direct client without health policy at either insurer', () => {
    const noHealth = { tienePolizaSaludHNA: 'N', tienePolizaSaludMMT: 'N' } as const;
    expect(showsHealthOfferCard(buildPortfolio({ ...noHealth, cliente: direct }))).toBe(true);
    expect(showsHealthOfferCard(buildPortfolio({ ...noHealth }))).toBe(false);
    expect(showsHealthOfferCard(buildPortfolio({ tienePolizaSaludHNA: 'S', cliente: direct }))).toBe(false);
    expect(showsHealthOfferCard(buildPortfolio({ cliente: direct }))).toBe(false);
    // Personal cover: not for a company.
    expect(
      showsHealthOfferCard(buildPortfolio({ ...noHealth, cliente: { ...direct, numDoc: 'B12345674' } })),
    ).toBe(false);
  });
});

describe('showsReferralCard and showsDraws', () => {
  it('follow friend codes and the finished air-fryer draw flag', () => {
    expect(showsReferralCard(buildPortfolio())).toBe(false);
    expect(showsReferralCard(buildPortfolio({ lstCodigosAmigo: [buildCupon()] }))).toBe(true);
    expect(showsDraws(buildPortfolio())).toBe(false);
    expect(showsDraws(buildPortfolio({ visibleFinSorteoFreidoraAire: true }))).toBe(true);
  });
});
