import { CALLS } from '@area-cliente/shared/contract';
import { MAX_BYTES_FOTO } from '@area-cliente/shared/domain';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { route } from '../lib/route';
import { requireSession } from '../plugins/session';
import { declararSiniestro, subirFoto } from '../services/declaracion';

/** Online claim declaration: one photo per upload, then the declaration naming the photos. */
export default async function declaracionRoutes(app: FastifyInstance) {
  // Limits hold while the bytes arrive: one file part, no other fields, 10 MB.
  await app.register(multipart, { limits: { fileSize: MAX_BYTES_FOTO, files: 1, fields: 0, parts: 1 } });
  route(app, CALLS.subeFotoSiniestro, {
    preHandler: requireSession,
    handler: (request) => subirFoto(request),
  });
  route(app, CALLS.declaraSiniestro, {
    preHandler: requireSession,
    handler: (request, { body }) => declararSiniestro(request, body),
  });
}
