import { CALLS, Codigo } from '@area-cliente/shared/contract';
import { FOTO_DEMASIADO_GRANDE, MAX_BYTES_FOTO } from '@area-cliente/shared/domain';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { sessionCallerOf } from '../lib/caller';
import { ApiError, badRequest } from '../lib/errors';
import { route } from '../lib/route';
import { requireSession } from '../plugins/session';

export const SUBIDAS_OCUPADAS =
  'Ahora mismo estamos recibiendo muchas fotos. Vuelve a intentarlo en unos segundos.';

/** Online claim declaration: one photo per upload, then the declaration naming the photos. */
export default async function declaracionRoutes(app: FastifyInstance) {
  // Limits hold while the bytes arrive: one file part, no other fields, 10 MB.
  await app.register(multipart, { limits: { fileSize: MAX_BYTES_FOTO, files: 1, fields: 0, parts: 1 } });
  // Uploads this process is receiving: each may hold 10 MB while it is checked, so past
  // UPLOADS_IN_FLIGHT the next one is turned away before its bytes are read (per process by design).
  let enCurso = 0;
  route(app, CALLS.subeFotoSiniestro, {
    preHandler: requireSession,
    handler: async (request) => {
      if (enCurso >= app.config.uploadsInFlight)
        throw new ApiError(Codigo.ERROR_NEGOCIO, SUBIDAS_OCUPADAS, 503);
      if (!request.isMultipart()) throw badRequest();
      enCurso++;
      try {
        return await app.services.declaracion.subirFoto(sessionCallerOf(request), async () => {
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
        });
      } finally {
        enCurso--;
      }
    },
  });
  route(app, CALLS.declaraSiniestro, {
    preHandler: requireSession,
    handler: (request, { body }) => app.services.declaracion.declarar(sessionCallerOf(request), body),
  });
}
