import { readFileSync } from 'node:fs';
import { campaignCardsFor, parseCampaign, SECTIONS, type Section } from '@area-cliente/shared/campaign';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '../src/lib/clock';
import { loadPortfolio } from '../src/repositories/portfolio';
import { startApp, type TestApp } from './helpers';

// The first campaign document (campaigns/inicial) turned the SPEC §6 card rules into audience
// expressions. Each demo persona sees, on each screen, the cards the rules gave them before.
const EXPECTED: Record<string, Record<Section, string[]>> = {
  '12345678Z': {
    inicio: [
      'oficina',
      'area-cliente-salud-colaborador',
      'sorteo-viaje',
      'sorteo-freidora-finalizado',
      'cupones-amigo',
      'red-talleres',
      'seccion-servicios',
      'seccion-ofertas',
      'seccion-beneficios',
    ],
    mioficina: ['oficina'],
    servicios: [
      'area-cliente-salud-colaborador',
      'asistencia-viaje',
      'asistencia-hogar',
      'asesoramiento-juridico',
      'lunas',
      'subsidio-paralizacion',
      'ahorra-con-tu-taxi',
      'decesos-premium',
    ],
    ofertas: ['cupones-amigo'],
    sorteos: ['sorteo-viaje', 'sorteo-freidora-finalizado'],
    beneficios: ['cupones-amigo', 'red-talleres', 'club-beneficios', 'formacion-profesional'],
  },
  '00000023T': {
    inicio: ['atencion-cliente-mediado', 'sorteo-freidora-finalizado', 'seccion-servicios'],
    mioficina: [],
    servicios: ['asistencia-viaje'],
    ofertas: [],
    sorteos: ['sorteo-freidora-finalizado'],
    beneficios: [],
  },
  X2482300W: {
    inicio: [
      'oficina',
      'sorteo-viaje',
      'sorteo-freidora-finalizado',
      'oferta-salud',
      'seccion-servicios',
      'seccion-ofertas',
      'seccion-beneficios',
    ],
    mioficina: ['oficina'],
    servicios: ['asistencia-viaje'],
    ofertas: ['oferta-salud', 'promo-hogar-90', 'promo-mascotas'],
    sorteos: ['sorteo-viaje', 'sorteo-freidora-finalizado'],
    beneficios: ['club-beneficios', 'formacion-profesional'],
  },
  '87654321X': {
    inicio: [
      'oficina',
      'sorteo-viaje',
      'sorteo-freidora-finalizado',
      'oferta-salud',
      'seccion-servicios',
      'seccion-ofertas',
      'seccion-beneficios',
    ],
    mioficina: ['oficina'],
    servicios: ['asistencia-hogar'],
    ofertas: ['oferta-salud', 'promo-mascotas'],
    sorteos: ['sorteo-viaje', 'sorteo-freidora-finalizado'],
    beneficios: ['club-beneficios', 'formacion-profesional'],
  },
  '11111111H': {
    inicio: [
      'oficina',
      'area-cliente-salud-colaborador',
      'sorteo-viaje',
      'sorteo-freidora-finalizado',
      'seccion-servicios',
      'seccion-ofertas',
    ],
    mioficina: ['oficina'],
    servicios: ['area-cliente-salud-colaborador'],
    ofertas: ['promo-hogar-90', 'promo-mascotas'],
    sorteos: ['sorteo-viaje', 'sorteo-freidora-finalizado'],
    beneficios: [],
  },
  B12345674: {
    inicio: [
      'oficina',
      'sorteo-viaje',
      'sorteo-freidora-finalizado',
      'seccion-servicios',
      'seccion-beneficios',
    ],
    mioficina: ['oficina'],
    servicios: ['asistencia-viaje', 'asesoramiento-juridico'],
    ofertas: [],
    sorteos: ['sorteo-viaje', 'sorteo-freidora-finalizado'],
    beneficios: ['club-beneficios', 'formacion-profesional'],
  },
  Y7654321G: {
    inicio: ['oficina', 'sorteo-viaje', 'sorteo-freidora-finalizado', 'oferta-salud', 'seccion-ofertas'],
    mioficina: ['oficina'],
    servicios: [],
    ofertas: ['oferta-salud', 'promo-hogar-90', 'promo-mascotas'],
    sorteos: ['sorteo-viaje', 'sorteo-freidora-finalizado'],
    beneficios: [],
  },
};

const parsed = parseCampaign(
  JSON.parse(readFileSync(new URL('../../campaigns/inicial/campana.json', import.meta.url), 'utf8')),
);

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

describe('the first campaign, per demo persona', () => {
  it('is a valid campaign document', () => {
    expect(parsed.ok ? [] : parsed.problems).toEqual([]);
  });

  it.each(Object.keys(EXPECTED))('%s sees the same cards on every screen as before', async (nif) => {
    if (!parsed.ok) throw new Error('invalid campaign');
    const now = t.clock.now();
    const today = isoDay(now);
    const { id_cliente } = await t.db.one<{ id_cliente: number }>(
      'SELECT id_cliente FROM clientes WHERE num_doc = $1',
      [nif],
    );
    const portfolio = await loadPortfolio(t.db, id_cliente, today);
    if (!portfolio) throw new Error(`no demo client ${nif}`);
    const seen = Object.fromEntries(
      SECTIONS.map((s) => [s, campaignCardsFor(parsed.campaign, s, portfolio, now).map((c) => c.id)]),
    );
    expect(seen).toEqual(EXPECTED[nif]);
  });
});
