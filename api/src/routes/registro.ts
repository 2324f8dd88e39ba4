import { CALLS } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../lib/route';
import {
  actualizarPassword,
  authRegistro,
  generarPinAcceso,
  verificaUsuario,
  verificarPin,
} from '../services/registro';

/** Self-registration and forgotten password (SPEC §4): the steps of services/registro.ts. */
export default async function registroRoutes(app: FastifyInstance) {
  route(app, CALLS.verificaUsuario, { handler: (request, { body }) => verificaUsuario(request, body) });
  route(app, CALLS.generarPinAcceso, { handler: (request) => generarPinAcceso(request) });
  route(app, CALLS.verificarPin, { handler: (request, { body }) => verificarPin(request, body.pin) });
  route(app, CALLS.actualizarPassword, { handler: (request, { body }) => actualizarPassword(request, body) });
  route(app, CALLS.authRegistro, { handler: (request) => authRegistro(request) });
}
