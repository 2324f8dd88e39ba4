import { CALLS } from '@area-cliente/shared/contract';
import { FOTO_DEMASIADO_GRANDE, MAX_BYTES_FOTO } from '@area-cliente/shared/domain';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { sessionCallerOf } from '../lib/caller';
import { route } from '../lib/route';
import { recibirArchivo } from '../lib/subida-archivo';
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
  route(app, CALLS.subeFotoSiniestro, {
    preHandler: requireSession,
    handler: async (request, { reply }) => {
      const caller = sessionCallerOf(request);
      const opciones = {
        campo: 'foto',
        maxBytes: MAX_BYTES_FOTO,
        textos: {
          enCurso: SUBIDA_EN_CURSO,
          ocupadas: SUBIDAS_OCUPADAS,
          lenta: SUBIDA_LENTA,
          grande: FOTO_DEMASIADO_GRANDE,
        },
      };
      return recibirArchivo(request, reply, caller, opciones, (leer) =>
        app.services.declaracion.subirFoto(caller, async () => (await leer()).bytes),
      );
    },
  });
  route(app, CALLS.declaraSiniestro, {
    preHandler: requireSession,
    handler: (request, { body }) => app.services.declaracion.declarar(sessionCallerOf(request), body),
  });
}
