import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { ok } from '../lib/envelope';
import { notFound } from '../lib/errors';
import { parse } from '../lib/validate';
import { requireSession, sessionOf } from '../plugins/session';
import { sameOriginJson } from './reset';

/** The states the insurer's core system writes in a claim's history (the claim screens label them). */
const ESTADOS_HISTORIAL = [
  'ABIERTO',
  'PENDIENTE',
  'EN_CURSO',
  'FINALIZADO',
  'CERRADO',
  'RECHAZADO',
  'ANULADO',
];

const ParamsSchema = v.object({ numSiniestro: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,40}$/)) });
const BodySchema = v.object({ estado: v.picklist(ESTADOS_HISTORIAL) });

/**
 * POST /v1/ac/dev/siniestros/:numSiniestro/estado {estado}: the demo's stand-in for the insurer's core
 * system moving a claim on. It appends the state to the claim's history as the core system does, and
 * the database's trigger enqueues the notice (migration 026), so the demo shows the whole way: the
 * e-mail, the claim's history and 'Mis documentos' → 'Avisos'. Part of the demo wing (elsewhere 404
 * like any unknown path), for a logged-in customer's own claim only (another's answers like a
 * missing one), from the area's own page (a same-origin JSON request).
 */
export default async function siniestroEstadoDevRoutes(app: FastifyInstance) {
  app.post(
    '/dev/siniestros/:numSiniestro/estado',
    { preHandler: [sameOriginJson, requireSession] },
    async (request) => {
      const { numSiniestro } = parse(ParamsSchema, request.params);
      const { estado } = parse(BodySchema, request.body);
      const rows = await app.db.query(
        `INSERT INTO siniestro_historial (id_siniestro, fecha, estado, descripcion)
         SELECT s.id_siniestro, $3, $4, 'Cambio de estado' FROM siniestros s JOIN polizas p USING (id_poliza)
          WHERE s.num_siniestro = $1 AND p.id_cliente = $2
         RETURNING 1`,
        [numSiniestro, sessionOf(request).idCliente, app.clock.now(), estado],
      );
      if (rows.length !== 1) throw notFound();
      app.avisos.despertar();
      return ok(null);
    },
  );
}
