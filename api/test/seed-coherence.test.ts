import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '../src/lib/clock';
import { listarDocumentos } from '../src/repositories/documentos-bandeja';
import { startApp, type TestApp } from './helpers';

// The demo data is what every persona sees: it has to add up like a real customer's, whatever day it
// is seeded. Each check lists the offending rows, so a new demo record that breaks a rule names itself.

let t: TestApp;
let today: string;
beforeAll(async () => {
  t = await startApp();
  today = isoDay(t.clock.now());
});
afterAll(() => t.close());

const MONTHS = { ANUAL: 12, SEMESTRAL: 6, TRIMESTRAL: 3, MENSUAL: 1 } as const;

/** The policy's receipt dates, as `fec_efecto` (current annuity) plus whole periods, from a year back. */
function fractionDates(fecEfecto: string, periodicidad: keyof typeof MONTHS): string[] {
  const step = MONTHS[periodicidad];
  const dates: string[] = [];
  for (let months = -12; months <= 12; months += step) {
    const d = new Date(`${fecEfecto}T00:00:00Z`);
    const day = d.getUTCDate();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() + months);
    const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
    d.setUTCDate(Math.min(day, last));
    dates.push(d.toISOString().slice(0, 10));
  }
  return dates;
}

type PolizaRow = {
  num: string;
  periodicidad: keyof typeof MONTHS;
  efecto: string;
  antiguedad: string;
  vto: string;
  proximo: string;
};

const polizas = () =>
  t.db.query<PolizaRow>(
    `SELECT num_poliza AS num, periodicidad, fec_efecto::text AS efecto, fec_antiguedad::text AS antiguedad,
            fecha_vto::text AS vto, fec_proximo_recibo::text AS proximo
       FROM polizas ORDER BY num_poliza`,
  );

describe('the demo seed adds up', () => {
  it('has policies whose current annuity holds today and whose next receipt follows their periodicity', async () => {
    const rows = await polizas();
    expect(rows.length).toBeGreaterThan(10);
    const wrong = rows.filter(
      (p) =>
        !(p.antiguedad <= p.efecto && p.efecto <= today && today < p.vto) ||
        p.proximo !== fractionDates(p.efecto, p.periodicidad).find((d) => d >= today),
    );
    expect(wrong).toEqual([]);
  });

  it('dates every receipt inside its policy, on its periods, with its periodicity; paid ones in the past', async () => {
    const byNum = new Map((await polizas()).map((p) => [p.num, p]));
    const recibos = await t.db.query<{
      num: string;
      poliza: string;
      fecha: string;
      tipo: string;
      periodicidad: string;
      estado: string;
      paidAt: string | null;
    }>(
      `SELECT r.num_recibo AS num, p.num_poliza AS poliza, r.fec_recibo::text AS fecha, r.tipo,
              r.periodicidad, r.estado, r.paid_at::text AS "paidAt"
         FROM recibos r JOIN polizas p USING (id_poliza) ORDER BY r.num_recibo`,
    );
    expect(recibos.length).toBeGreaterThan(10);
    const wrong = recibos.filter((r) => {
      const p = byNum.get(r.poliza)!;
      const insidePolicy = p.antiguedad <= r.fecha && r.fecha <= p.vto;
      // A supplement (a change of cover) falls on any day; every other receipt on a period's first day.
      const onPeriod = r.tipo === 'SUPLEMENTO' || fractionDates(p.efecto, p.periodicidad).includes(r.fecha);
      const paidInPast = r.estado !== 'COBRADO' || (r.fecha <= today && r.paidAt! <= `${today} 23:59`);
      return !insidePolicy || !onPeriod || r.periodicidad !== p.periodicidad || !paidInPast;
    });
    expect(wrong).toEqual([]);
  });

  it('announces renewals and future contract documents for a future date, the policy expiry', async () => {
    const avisos = await t.db.query<{ num: string; vence: string; vto: string }>(
      `SELECT p.num_poliza AS num, a.fecha_vencimiento::text AS vence, p.fecha_vto::text AS vto
         FROM avisos_renovacion a JOIN polizas p USING (id_poliza)`,
    );
    expect(avisos.length).toBeGreaterThan(0);
    expect(avisos.filter((a) => !(a.vence > today && a.vence === a.vto))).toEqual([]);

    const futuros = await t.db.query<{ nombre: string; efecto: string; vto: string }>(
      `SELECT d.nombre, d.fecha_efecto::text AS efecto, p.fecha_vto::text AS vto
         FROM poliza_documentos d JOIN polizas p USING (id_poliza) WHERE d.tipo IN ('FUTURA', 'FUTURO')`,
    );
    expect(futuros.length).toBeGreaterThan(0);
    expect(futuros.filter((d) => !(d.efecto > today && d.efecto === d.vto))).toEqual([]);
  });

  it("gives claims dates inside their policy and documents that fit the claim's line", async () => {
    const siniestros = await t.db.query<{
      num: string;
      ramo: string;
      ocurrencia: string;
      antiguedad: string;
    }>(
      `SELECT s.num_siniestro AS num, p.ramo, s.fec_ocurrencia::text AS ocurrencia,
              p.fec_antiguedad::text AS antiguedad
         FROM siniestros s JOIN polizas p USING (id_poliza)`,
    );
    expect(siniestros.filter((s) => !(s.antiguedad <= s.ocurrencia && s.ocurrencia <= today))).toEqual([]);

    const documentos = await t.db.query<{ num: string; ramo: string; nombre: string }>(
      `SELECT s.num_siniestro AS num, p.ramo, d.nombre_doc AS nombre
         FROM siniestro_documentos d JOIN siniestros s USING (id_siniestro) JOIN polizas p USING (id_poliza)
       UNION ALL
       SELECT s.num_siniestro, p.ramo, d.nombre_doc
         FROM notificacion_documentos d JOIN siniestro_notificaciones n USING (id_notificacion)
         JOIN siniestros s USING (id_siniestro) JOIN polizas p USING (id_poliza)`,
    );
    // Documents only a traffic accident has.
    const deTrafico = /amistosa|atestado|parte de accidente de tr[aá]fico|vehículo contrario/i;
    expect(
      documentos.filter((d) => d.ramo !== 'VEH' && d.ramo !== 'MOV' && deTrafico.test(d.nombre)),
    ).toEqual([]);
  });

  it('keeps the open draw open today and the finished one closed', async () => {
    const sorteos = await t.db.query<{ codigo: string; inicio: string; fin: string; celebracion: string }>(
      `SELECT codigo, fecha_inicio::text AS inicio, fecha_fin::text AS fin,
              fecha_celebracion::text AS celebracion FROM sorteos`,
    );
    const tv = sorteos.find((s) => s.codigo === 'TV')!;
    expect(tv.inicio <= today && today <= tv.fin).toBe(true);
    const freidora = sorteos.find((s) => s.codigo === 'FREIDORA_AIRE')!;
    expect(freidora.fin < today && today <= freidora.celebracion).toBe(true);
  });

  it('greets a first visit with a calm inbox: only what the insurer has just sent is unread', async () => {
    const { id } = await t.db.one<{ id: number }>(
      "SELECT id_cliente AS id FROM clientes WHERE num_doc = '12345678Z'",
    );
    const sinLeer: string[] = [];
    let total = 0;
    for (let pagina = 1; ; pagina++) {
      const page = await listarDocumentos(t.db, id, today, { pagina });
      total = page.total;
      sinLeer.push(...page.documentos.filter((d) => !d.leido).map((d) => `${d.nombre} · ${d.contexto}`));
      if (page.documentos.length === 0) break;
    }
    expect(total).toBeGreaterThan(60);
    // The renewal's conditions, today's receipt, the newest claim's report and the mandate it waits on.
    expect(sinLeer.sort()).toEqual([
      'Condiciones de renovación · Auto Todo Riesgo con Franquicia · Nº AUT-10023456',
      'Mandato de gestión de cobro · Avería de la cámara frigorífica · Nº SIN-0000104',
      'Parte de avería.pdf · Avería de la cámara frigorífica · Nº SIN-0000104',
      'Recibo Nº REC-0100013 · Mascotas Completo · Póliza Nº MAS-90012345',
    ]);
  });
});
