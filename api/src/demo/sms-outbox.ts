import { CALLS } from '@area-cliente/shared/contract';
import { TelefonoSchema } from '@area-cliente/shared/domain';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { ok } from '../lib/envelope';
import { route } from '../lib/route';
import { parse } from '../lib/validate';
import { readOutbox } from '../repositories/sms-outbox';
import { registrationToken } from '../lib/session-request';

const QuerySchema = v.object({ telefono: TelefonoSchema });

/**
 * Part of the demo wing; elsewhere the paths answer 404 like any unknown one.
 * GET /v1/ac/dev/sms-outbox?telefono=…: the local SMS outbox, for developers and tests.
 * GET /v1/ac/user/smsDemo: the SMS of the caller's own registration token, which /pin shows so a
 * newcomer can try registration; never by phone number, never another flow's.
 */
export default async function registroDevRoutes(app: FastifyInstance) {
  app.get('/dev/sms-outbox', async (request) => {
    const { telefono } = parse(QuerySchema, request.query);
    return ok({ mensajes: await readOutbox(app.db, telefono) });
  });
  route(app, CALLS.smsDemo, {
    handler: (request) => app.services.registro.smsDemo(registrationToken(request)),
  });
}
