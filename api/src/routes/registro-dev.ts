import { TelefonoSchema } from '@area-cliente/shared/domain';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { ok } from '../lib/envelope';
import { parse } from '../lib/validate';
import { readOutbox } from '../repositories/sms-outbox';

const QuerySchema = v.object({ telefono: TelefonoSchema });

/**
 * GET /v1/ac/dev/sms-outbox?telefono=…: the local SMS outbox, so developers and e2e journeys can
 * read a PIN. Registered in demo mode only; elsewhere the path answers 404 like any unknown one.
 */
export default async function registroDevRoutes(app: FastifyInstance) {
  if (!app.config.demo) return;
  app.get('/dev/sms-outbox', async (request) => {
    const { telefono } = parse(QuerySchema, request.query);
    return ok({ mensajes: await readOutbox(app.db, telefono) });
  });
}
