import {
  ClienteSchema,
  Codigo,
  PortfolioSchema,
  UrlClubSchema,
  type Portfolio,
} from '@area-cliente/shared/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrate } from '../src/db';
import { isoDay } from '../src/lib/clock';
import { tipoDocumento } from '@area-cliente/shared/domain';
import { seedIfEmpty } from '../src/seed';
import { API, get, startApp, tokenFor, type TestApp } from './helpers';

let t: TestApp;
let lucia: string;
let portfolio: Portfolio;
beforeAll(async () => {
  t = await startApp();
  lucia = await tokenFor(t.app, '12345678Z');
  const res = await get(t.app, '/portfolio', lucia);
  portfolio = v.parse(PortfolioSchema, res.json().data);
});
afterAll(() => t.close());

describe('GET /portfolio for 12345678Z', () => {
  it('lists policies of every line', () => {
    const lines = [
      portfolio.lstPolizasVeh,
      portfolio.lstPolizasHogar,
      portfolio.lstPolizasDec,
      portfolio.lstPolizasSaludHNA,
      portfolio.lstPolizasSaludMMT,
      portfolio.lstPolizasMovilidad,
      portfolio.lstPolizasNegocio,
      portfolio.lstPolizasAccidentes,
      portfolio.lstPolizasMascotas,
    ];
    for (const list of lines) expect(list.length).toBeGreaterThan(0);
    expect(portfolio.lstPolizasVeh.map((p) => p.tipoAutomovil)).toContain('MOTO');
    expect(portfolio.cliente).toMatchObject({ numDoc: '12345678Z', purezaPuroMMT: true, gdprEmpresas: true });
    expect(portfolio.cliente.codPostal).toMatch(/^28/);
  });

  it('lists open and closed claims in every claim line', () => {
    const lists = [
      portfolio.lstSiniestrosVeh,
      portfolio.lstSiniestrosHog,
      portfolio.lstSiniestrosMov,
      portfolio.lstSiniestrosNeg,
      portfolio.lstSiniestrosAcc,
      portfolio.lstSiniestrosMasc,
    ];
    for (const list of lists) {
      expect(list.some((s) => s.estado === 'ABIERTO')).toBe(true);
      expect(list.some((s) => s.estado !== 'ABIERTO')).toBe(true);
    }
  });

  it('lists unpaid receipts due by today, marking the overdue ones', () => {
    const today = isoDay(t.clock.now());
    const recibos = portfolio.lstAllRecibosPtes;
    expect(recibos.length).toBeGreaterThanOrEqual(3);
    for (const r of recibos) {
      expect(r.fecRecibo <= today).toBe(true);
      expect(r.pendiente).toBe(r.pagable && r.fecRecibo < today);
    }
    expect(recibos.some((r) => r.pendiente)).toBe(true);
    expect(recibos.some((r) => !r.pendiente)).toBe(true);
  });

  it('has friend coupons in each of the five states and excludes policies with 3 coupons', () => {
    const estados = new Set(portfolio.lstCodigosAmigo.map((c) => c.estado));
    expect([...estados].sort()).toEqual(['activado', 'asignado', 'consumido', 'disponible', 'pendiente']);
    for (const c of portfolio.lstCodigosAmigo) expect(c[c.estado]).toBe(true);
    const full = portfolio.lstCodigosAmigo.filter((c) => c.numPoliza === 'AUT-10023456');
    expect(full).toHaveLength(3);
    expect(portfolio.lstPolizasVehForCupones.map((p) => p.numPoliza)).not.toContain('AUT-10023456');
    expect(portfolio.lstPolizasVehForCupones.length).toBeGreaterThan(0);
    expect(portfolio.lstPolizasHogarForCupones).toHaveLength(1);
  });

  it('computes flags and counters from the data', () => {
    expect(portfolio).toMatchObject({
      tienePolizaAuto: 'S',
      tienePolizaMoto: 'S',
      tienePolizaHogar: 'S',
      tienePolizaSaludHNA: 'S',
      tienePolizaSaludMMT: 'S',
      tienePolizaMovilidadVMP: 'S',
      tienePolizaMovilidadPersonal: 'S',
      tienePolizaNegocio: 'S',
      tienePolizaMascotas: 'S',
      tienePolizaConAv: 'S',
      tienePolizaConAjt: 'S',
      tienePolizaConLunas: 'S',
      tienePolizaConAsistenciaHogar: 'S',
      tienePolizaDecesosPremium: true,
      visiblePromocionDecesosPremium: true,
      visiblePromocionHogar90: false,
      visibleAhorraConTuTaxi: true,
      visibleFinSorteoFreidoraAire: true,
      haParticipadoSorteoFreidoraAire: true,
      haParticipadoSorteoTv: false,
      cuantasPolizasConSubsidio: 1,
      polizasConSubsidioStr: 'AUT-10045678',
      tienePolizasVigorMMT: true,
    });
    const all = Object.entries(portfolio).filter(
      ([k]) => k.startsWith('lstPolizas') && !k.endsWith('ForCupones'),
    );
    const total = all.reduce((n, [, list]) => n + (list as unknown[]).length, 0);
    expect(portfolio.totalPolizasVigorMMT).toBe(total - portfolio.lstPolizasSaludHNA.length);
  });
});

describe('GET /portfolio cost', () => {
  it('takes one statement: the session check with the read of everything it shows', async () => {
    const spies = (['query', 'one', 'maybe'] as const).map((method) => vi.spyOn(t.db, method));
    try {
      expect((await get(t.app, '/portfolio', lucia)).json().codigo).toBe(0);
      expect(spies.reduce((n, spy) => n + spy.mock.calls.length, 0)).toBe(1);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

describe('other customers', () => {
  it('a mediated client is not direct and has a few policies', async () => {
    const p = v.parse(
      PortfolioSchema,
      (await get(t.app, '/portfolio', await tokenFor(t.app, '00000023T'))).json().data,
    );
    expect(p.cliente.purezaPuroMMT).toBe(false);
    expect(p.lstPolizasVeh).toHaveLength(1);
    expect(p.lstPolizasHogar).toHaveLength(1);
    expect(p.lstCodigosAmigo).toHaveLength(0);
  });

  it('a client with pending consent has no gdprEmpresas field', async () => {
    const res = await get(t.app, '/cliente', await tokenFor(t.app, 'X2482300W'));
    const cliente = v.parse(ClienteSchema, res.json().data);
    expect('gdprEmpresas' in cliente).toBe(false);
    expect(cliente.numDoc).toBe('X2482300W');
  });

  it('an HNA-only client and a company', async () => {
    const hna = v.parse(
      PortfolioSchema,
      (await get(t.app, '/portfolio', await tokenFor(t.app, '11111111H'))).json().data,
    );
    expect(hna.lstPolizasSaludHNA).toHaveLength(1);
    expect(hna.totalPolizasVigorMMT).toBe(0);
    expect(hna.tienePolizasVigorMMT).toBe(false);
    const empresa = (await get(t.app, '/cliente', await tokenFor(t.app, 'B12345674'))).json().data;
    expect(empresa).toMatchObject({ numDoc: 'B12345674', edad: null });
  });
});

describe('scoping to the caller', () => {
  it('each token reads only its own client', async () => {
    const otro = await tokenFor(t.app, '00000023T');
    const mine = (await get(t.app, '/cliente', lucia)).json().data;
    const theirs = (await get(t.app, '/cliente', otro)).json().data;
    expect(mine.numDoc).toBe('12345678Z');
    expect(theirs.numDoc).toBe('00000023T');
  });

  it("naming another client's id answers like a missing one", async () => {
    const otro = (await get(t.app, '/cliente', await tokenFor(t.app, '00000023T'))).json().data;
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/user/insertAudit`,
      headers: { 'auth-token': lucia },
      payload: { idCliente: otro.idCliente, nif: '00000023T', nameEvento: 'USUARIO_LOGOUT' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ codigo: Codigo.ERROR_NEGOCIO, data: null });
    const rows = await t.db.query('SELECT 1 FROM auditoria WHERE id_cliente = $1', [otro.idCliente]);
    expect(rows).toHaveLength(0);
    // Lucía's session is untouched.
    expect((await get(t.app, '/portfolio', lucia)).json().codigo).toBe(0);
  });
});

describe('club URL and database lifecycle', () => {
  it('answers the configured club URL: the demo page, or a clear 404 where none is set', async () => {
    const res = await get(t.app, '/getUrlClub', lucia);
    expect(v.parse(UrlClubSchema, res.json().data).url).toBe('http://localhost:80/area-cliente/demo/club');
    // A production start without LINK_CLUB has no club address.
    const { links } = t.app.config;
    const configured = links.club;
    links.club = null;
    try {
      const none = await get(t.app, '/getUrlClub', lucia);
      expect(none.statusCode).toBe(404);
      expect(none.json().mensaje).toBe('El club de ventajas no está disponible en este momento.');
    } finally {
      links.club = configured;
    }
  });

  it('seeds only valid NIF, NIE and CIF numbers', async () => {
    const docs = await t.db.query<{ num_doc: string; tipo_doc: string | null }>(
      'SELECT num_doc, tipo_doc FROM clientes UNION ALL SELECT num_doc, NULL FROM personas',
    );
    for (const d of docs) {
      const tipo = tipoDocumento(d.num_doc);
      expect(tipo, d.num_doc).not.toBeNull();
      if (d.tipo_doc) expect(tipo).toBe(d.tipo_doc);
    }
  });

  it('migrations and seed are idempotent on restart', async () => {
    expect(await migrate(t.db)).toEqual([]);
    const count = async () => (await t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM clientes')).n;
    const before = await count();
    expect(await seedIfEmpty(t.db, isoDay(t.clock.now()))).toBe(false);
    expect(await count()).toBe(before);
  });
});
