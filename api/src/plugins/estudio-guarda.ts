import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ESTUDIO_CSRF_HEADER, type RolEstudio } from '@area-cliente/shared/contract';
import { tokenEstudio } from '../lib/estudio-cookies';
import { securityEvent } from '../lib/security-events';
import { sesionEstudio, type SesionEstudio } from '../repositories/estudio-sesiones';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff session on a studio route (set by `exigeEstudio`). */
    estudio?: SesionEstudio;
  }
}

/** A studio route's refusal, as the studio's JSON (no customer envelope). */
const rechazo = (reply: FastifyReply, status: number, codigo: string, mensaje?: string) =>
  reply.code(status).send(mensaje ? { codigo, mensaje } : { codigo });

/**
 * The guard of every /estudio/api route. A customer's token gets the area's 404 (the studio does not
 * exist for customers); no live staff session, 401 SIN_SESION; a call that changes something without
 * the X-Estudio header (a cross-site form cannot send it), 403 CSRF; a staff member without one of
 * `roles`, 403 SIN_ROL and a security event.
 */
export function exigeEstudio(...roles: RolEstudio[]): preHandlerAsyncHookHandler {
  return async function guarda(request: FastifyRequest, reply: FastifyReply) {
    const app = request.server;
    if (request.headers['auth-token'] !== undefined) return app.sendNotFound(request, reply);
    const token = tokenEstudio(request);
    const sesion = token ? await sesionEstudio(app.db, token, app.clock.now()) : undefined;
    if (!sesion) return rechazo(reply, 401, 'SIN_SESION');
    if (request.method !== 'GET' && request.headers[ESTUDIO_CSRF_HEADER] !== '1')
      return rechazo(reply, 403, 'CSRF');
    if (roles.length > 0 && !roles.some((rol) => sesion.roles.includes(rol))) {
      securityEvent(request, 'studio.role_refused', { usuario: sesion.usuario, motivo: roles.join('|') });
      return rechazo(reply, 403, 'SIN_ROL', `Necesitas el rol ${roles.join(' o ')}.`);
    }
    request.estudio = sesion;
    return undefined;
  };
}

/** The staff session of a guarded route. */
export function estudioDe(request: FastifyRequest): SesionEstudio {
  if (!request.estudio) throw new Error('Studio route without its guard');
  return request.estudio;
}
