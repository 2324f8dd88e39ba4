import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Datos, entrar, sembrar } from './datos';
import { API, startApp, type TestApp } from './helpers';

// The demo's stand-in for the core system moving a claim on ("a claim changes state"):
// the state lands in the claim's history and the trigger enqueues its notice; only the caller's own claim.
let t: TestApp;
let lucia: string;
let antonio: string;
let deLucia: string;
let deAntonio: string;

/** A customer with a car policy and an open claim of it. */
async function conSiniestro(d: Datos) {
  const cliente = await d.cliente();
  const { numSiniestro } = await d.siniestro(await d.poliza(cliente, 'VEH'), 'ABIERTO');
  return { cliente, numSiniestro };
}

beforeAll(async () => {
  t = await startApp();
  const [ella, el] = await sembrar(t, async (d) => [await conSiniestro(d), await conSiniestro(d)]);
  lucia = await entrar(t.app, ella.cliente);
  antonio = await entrar(t.app, el.cliente);
  deLucia = ella.numSiniestro;
  deAntonio = el.numSiniestro;
});
afterAll(() => t.close());

/** What the demo's own page sends: its session, JSON, from its own origin. */
const cambia = (num: string, estado: unknown, token = lucia, origin = 'http://demo.example') =>
  t.app.inject({
    method: 'POST',
    url: `${API}/dev/siniestros/${encodeURIComponent(num)}/estado`,
    headers: { host: 'demo.example', origin, 'content-type': 'application/json', 'auth-token': token },
    payload: JSON.stringify({ estado }),
  });
const avisosDe = (num: string) =>
  t.db.query<{ canal: string; estado: string }>(
    `SELECT canal, estado FROM notificaciones
      WHERE evento = 'SINIESTRO_ESTADO' AND datos->>'numSiniestro' = $1 ORDER BY canal`,
    [num],
  );

describe('POST /dev/siniestros/:numSiniestro/estado (demo only)', () => {
  it('appends the state to the caller’s claim history and enqueues its notice', async () => {
    const res = await cambia(deLucia, 'EN_CURSO');
    expect(res.json()).toMatchObject({ codigo: 0 });
    const historial = await t.db.one<{ estado: string }>(
      `SELECT h.estado FROM siniestro_historial h JOIN siniestros s USING (id_siniestro)
        WHERE s.num_siniestro = $1 ORDER BY h.id_historial DESC LIMIT 1`,
      [deLucia],
    );
    expect(historial.estado).toBe('EN_CURSO');
    expect(await avisosDe(deLucia)).toEqual([
      { canal: 'EMAIL', estado: 'PENDIENTE' },
      { canal: 'SMS', estado: 'PENDIENTE' },
    ]);
  });

  it('answers another customer’s claim exactly like a missing one, and changes nothing', async () => {
    const ajeno = await cambia(deAntonio, 'FINALIZADO');
    const inexistente = await cambia('SIN-9999999', 'FINALIZADO');
    expect(ajeno.statusCode).toBe(404);
    expect(ajeno.body).toBe(inexistente.body);
    expect(await avisosDe(deAntonio)).toEqual([]);
  });

  it('refuses an unknown state, another origin and a request without a session', async () => {
    expect((await cambia(deLucia, 'BORRADO')).statusCode).toBe(400);
    expect((await cambia(deLucia, 'FINALIZADO', lucia, 'https://evil.example')).statusCode).toBe(403);
    expect((await cambia(deLucia, 'FINALIZADO', '')).statusCode).toBe(401);
    expect(await avisosDe(deLucia)).toHaveLength(2);
    // Antonio's own claim is his to move.
    expect((await cambia(deAntonio, 'FINALIZADO', antonio)).json()).toMatchObject({ codigo: 0 });
  });
});
