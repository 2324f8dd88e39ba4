import { readFileSync } from 'node:fs';
import { campaignCardsFor, parseCampaign, SECTIONS, type Section } from '@area-cliente/shared/campaign';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '../src/lib/clock';
import { loadPortfolio } from '../src/repositories/portfolio';
import { startApp, type TestApp } from './helpers';

// The first campaign document (campaigns/inicial) turned the SPEC §6 card rules into audience
// expressions. Each demo persona sees, on each screen, the cards the rules give them. Draw cards go to
// those who may take part (a new policy in the window: 12345678Z, X2482300W, 11111111H, B12345674);
// the finished air-fryer card only to 12345678Z; the health offer to the company too (SPEC §6).
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
    inicio: ['atencion-cliente-mediado', 'seccion-servicios'],
    mioficina: [],
    servicios: ['asistencia-viaje'],
    ofertas: [],
    sorteos: [],
    beneficios: [],
  },
  X2482300W: {
    inicio: [
      'oficina',
      'sorteo-viaje',
      'oferta-salud',
      'seccion-servicios',
      'seccion-ofertas',
      'seccion-beneficios',
    ],
    mioficina: ['oficina'],
    servicios: ['asistencia-viaje'],
    ofertas: ['oferta-salud', 'promo-hogar-90', 'promo-mascotas'],
    sorteos: ['sorteo-viaje'],
    beneficios: ['club-beneficios', 'formacion-profesional'],
  },
  '87654321X': {
    inicio: ['oficina', 'oferta-salud', 'seccion-servicios', 'seccion-ofertas', 'seccion-beneficios'],
    mioficina: ['oficina'],
    servicios: ['asistencia-hogar'],
    ofertas: ['oferta-salud', 'promo-mascotas'],
    sorteos: [],
    beneficios: ['club-beneficios', 'formacion-profesional'],
  },
  '11111111H': {
    inicio: [
      'oficina',
      'area-cliente-salud-colaborador',
      'sorteo-viaje',
      'seccion-servicios',
      'seccion-ofertas',
    ],
    mioficina: ['oficina'],
    servicios: ['area-cliente-salud-colaborador'],
    ofertas: ['promo-hogar-90', 'promo-mascotas'],
    sorteos: ['sorteo-viaje'],
    beneficios: [],
  },
  B12345674: {
    inicio: ['oficina', 'sorteo-viaje', 'oferta-salud', 'seccion-servicios', 'seccion-beneficios'],
    mioficina: ['oficina'],
    servicios: ['asistencia-viaje', 'asesoramiento-juridico'],
    ofertas: ['oferta-salud'],
    sorteos: ['sorteo-viaje'],
    beneficios: ['club-beneficios', 'formacion-profesional'],
  },
  Y7654321G: {
    inicio: ['oficina', 'oferta-salud', 'seccion-ofertas'],
    mioficina: ['oficina'],
    servicios: [],
    ofertas: ['oferta-salud', 'promo-hogar-90', 'promo-mascotas'],
    sorteos: [],
    beneficios: [],
  },
};

const document: unknown = JSON.parse(
  readFileSync(new URL('../../campaigns/inicial/campana.json', import.meta.url), 'utf8'),
);

// The demo is seeded and its first campaign published relative to the day it starts: whatever that
// day, each persona is in the same state and sees the same cards (the second day starts just after
// midnight in Madrid, still the day before in UTC).
describe.each(['2026-11-25T10:00:00Z', '2029-02-28T23:30:00Z'])(
  'the first campaign started on %s',
  (start) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startApp({}, new Date(start));
    });
    afterAll(() => t.close());

    it('is a valid campaign document, its relative days resolved from that day', () => {
      const parsed = parseCampaign(document, isoDay(t.clock.now()));
      expect(parsed.ok ? [] : parsed.problems).toEqual([]);
    });

    it('12345678Z has paid, overdue and future receipts, the travel draw open and the air-fryer one finished', async () => {
      const today = isoDay(t.clock.now());
      const { id } = await t.db.one<{ id: number }>(
        "SELECT id_cliente AS id FROM clientes WHERE num_doc = '12345678Z'",
      );
      const recibos = await t.db.one<{ cobrados: number; vencidos: number; futuros: number }>(
        `SELECT count(*) FILTER (WHERE r.estado = 'COBRADO')::int AS cobrados,
              count(*) FILTER (WHERE r.estado IN ('PENDIENTE', 'DEVUELTO') AND r.fec_recibo < $2)::int AS vencidos,
              count(*) FILTER (WHERE r.estado = 'PENDIENTE' AND r.fec_recibo > $2)::int AS futuros
         FROM recibos r JOIN polizas p USING (id_poliza) WHERE p.id_cliente = $1`,
        [id, today],
      );
      expect(recibos.cobrados).toBeGreaterThan(0);
      expect(recibos.vencidos).toBeGreaterThan(0);
      expect(recibos.futuros).toBeGreaterThan(0);
      expect(await loadPortfolio(t.db, id, today)).toMatchObject({
        visibleSorteoTv: true,
        visibleFinSorteoFreidoraAire: true,
        visiblePromocionFreidoraAire: false,
        sorteosVisibles: ['TV'],
        sorteosFinalizadosVisibles: ['FREIDORA_AIRE'],
      });
    });

    it.each(Object.keys(EXPECTED))('%s sees the cards the SPEC §6 rules give them', async (nif) => {
      const now = t.clock.now();
      const today = isoDay(now);
      const parsed = parseCampaign(document, today);
      if (!parsed.ok) throw new Error('invalid campaign');
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
  },
);
