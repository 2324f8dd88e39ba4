import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../lib/caller';
import { route } from '../lib/route';
import { registrationToken } from '../lib/session-request';

/** Self-registration and forgotten password (SPEC §4): the steps of services/registro.ts. */
export default async function registroRoutes(app: FastifyInstance) {
  const { registro } = app.services;
  route(app, CALLS.verificaUsuario, {
    handler: (request, { body }) => registro.verificaUsuario(callerOf(request), body),
  });
  route(app, CALLS.generarPinAcceso, {
    handler: (request) => registro.generarPinAcceso(callerOf(request), registrationToken(request)),
  });
  route(app, CALLS.verificarPin, {
    handler: (request, { body }) =>
      registro.verificarPin(callerOf(request), registrationToken(request), body.pin),
  });
  route(app, CALLS.actualizarPassword, {
    handler: (request, { body }) =>
      registro.actualizarPassword(callerOf(request), registrationToken(request), body),
  });
  route(app, CALLS.authRegistro, {
    handler: (request) => registro.authRegistro(callerOf(request), registrationToken(request)),
  });
}
