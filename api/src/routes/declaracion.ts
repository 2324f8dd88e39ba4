import { CALLS, Codigo } from '@area-cliente/shared/contract';
import { MAX_BYTES_FOTO } from '@area-cliente/shared/domain';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../lib/errors';
import { route } from '../lib/route';
import { requireSession } from '../plugins/session';
import { declararSiniestro, subirFoto } from '../services/declaracion';

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
      enCurso++;
      try {
        return await subirFoto(request);
      } finally {
        enCurso--;
      }
    },
  });
  route(app, CALLS.declaraSiniestro, {
    preHandler: requireSession,
    handler: (request, { body }) => declararSiniestro(request, body),
  });
}
