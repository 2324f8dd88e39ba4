import { CALLS, Codigo } from '@area-cliente/shared/contract';
import { FOTO_DEMASIADO_GRANDE, MAX_BYTES_FOTO } from '@area-cliente/shared/domain';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { PLAZO_SUBIDA } from '../config';
import { sessionCallerOf } from '../lib/caller';
import { ApiError, badRequest } from '../lib/errors';
import { route } from '../lib/route';
import { securityEvent } from '../lib/security-events';
import { conPlazo, SubidaLenta, SubidasEnCurso } from '../lib/subidas';
import { requireSession } from '../plugins/session';

export const SUBIDAS_OCUPADAS =
  'Ahora mismo estamos recibiendo muchas fotos. Vuelve a intentarlo en unos segundos.';
export const SUBIDA_EN_CURSO =
  'Ya estamos recibiendo otra de tus fotos. Espera a que termine y vuelve a elegir esta.';
export const SUBIDA_LENTA =
  'La foto está tardando demasiado en llegar. Comprueba tu conexión y vuelve a elegirla.';

/** Online claim declaration: one photo per upload, then the declaration naming the photos. */
export default async function declaracionRoutes(app: FastifyInstance) {
  // Limits hold while the bytes arrive: one file part, no other fields, 10 MB.
  await app.register(multipart, { limits: { fileSize: MAX_BYTES_FOTO, files: 1, fields: 0, parts: 1 } });
  // Uploads this process is receiving: each may hold 10 MB while it is checked, so past
  // UPLOADS_IN_FLIGHT the next one is turned away before its bytes are read, and so is a customer's
  // second one, or one customer could take every slot (per process by design: lib/subidas.ts).
  const enCurso = new SubidasEnCurso(app.config.uploadsInFlight);
  const plazo = app.config.uploadDeadline ?? PLAZO_SUBIDA;
  route(app, CALLS.subeFotoSiniestro, {
    preHandler: requireSession,
    handler: async (request, { reply }) => {
      const caller = sessionCallerOf(request);
      const rechazo = enCurso.toma(caller.idCliente);
      // 429 like the customer's other upload limits: theirs to wait for, not the service's fault.
      if (rechazo === 'CLIENTE_OCUPADO') {
        securityEvent(request, 'limit.exceeded', { limite: 'subida-en-curso', idCliente: caller.idCliente });
        throw new ApiError(Codigo.ERROR_NEGOCIO, SUBIDA_EN_CURSO, 429);
      }
      if (rechazo === 'PROCESO_LLENO') throw new ApiError(Codigo.ERROR_NEGOCIO, SUBIDAS_OCUPADAS, 503);
      try {
        if (!request.isMultipart()) throw badRequest();
        const leer = async () => {
          const part = await request.file({
            limits: { fileSize: MAX_BYTES_FOTO, files: 1, fields: 0, parts: 1 },
          });
          if (!part || part.fieldname !== 'foto') throw badRequest();
          try {
            return await part.toBuffer();
          } catch (error) {
            if (error instanceof app.multipartErrors.RequestFileTooLargeError)
              throw new ApiError(Codigo.ERROR_NEGOCIO, FOTO_DEMASIADO_GRANDE, 413);
            throw error;
          }
        };
        return await app.services.declaracion.subirFoto(caller, () =>
          conPlazo(request.raw.socket, plazo, leer).catch((error: unknown) => {
            if (!(error instanceof SubidaLenta)) throw error;
            // Thrown, it frees the slot at once; closing after the answer stops reading the trickle.
            const limite = error.motivo === 'PLAZO' ? 'subida-plazo' : 'subida-ritmo';
            securityEvent(request, 'limit.exceeded', { limite, idCliente: caller.idCliente });
            reply.header('connection', 'close');
            throw new ApiError(Codigo.ERROR_NEGOCIO, SUBIDA_LENTA, 408);
          }),
        );
      } finally {
        enCurso.suelta(caller.idCliente);
      }
    },
  });
  route(app, CALLS.declaraSiniestro, {
    preHandler: requireSession,
    handler: (request, { body }) => app.services.declaracion.declarar(sessionCallerOf(request), body),
  });
}
