import { ESTUDIO_RUTAS, RespuestaAtencionSchema } from '@area-cliente/shared/contract';
import { MAX_BYTES_ADJUNTO, TIPOS_ADJUNTO, UUID_EN_RUTA } from '@area-cliente/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { respondeCsv } from '../lib/csv';
import { EstudioError, manejaErrorEstudio } from '../lib/estudio-error';
import { datos, idDe } from '../lib/estudio-peticion';
import { estudioDe, exigeEstudio } from '../plugins/estudio-guarda';

const usuario = (request: FastifyRequest) => estudioDe(request).usuario;

/** The file name the host sends URL-encoded in X-Nombre (a malformed one is just 'adjunto'). */
function nombreEnviado(request: FastifyRequest): string {
  const nombre = request.headers['x-nombre'];
  try {
    return typeof nombre === 'string' ? decodeURIComponent(nombre) : 'adjunto';
  } catch {
    return 'adjunto';
  }
}

/**
 * Customer service's side of 'Mensajes' in the studio (role `atencion` only): the queue, a
 * conversation with the customer's policy summary, assigning, answering with attachments, closing,
 * and the audit of all of it.
 */
export default async function estudioMensajesRoutes(app: FastifyInstance) {
  const s = () => app.services.atencionMensajes;
  const atencion = exigeEstudio('atencion');

  app.setErrorHandler(manejaErrorEstudio);
  // An attachment arrives as the raw body, its type in Content-Type and its name in X-Nombre.
  app.addContentTypeParser(
    [...TIPOS_ADJUNTO],
    { parseAs: 'buffer', bodyLimit: MAX_BYTES_ADJUNTO },
    (_req, body, done) => done(null, body),
  );

  app.get(ESTUDIO_RUTAS.mensajes, { preHandler: atencion }, () => s().cola());
  app.get(ESTUDIO_RUTAS.mensajesHilo, { preHandler: atencion }, (request) =>
    s().ver(usuario(request), idDe(request)),
  );
  app.post(ESTUDIO_RUTAS.mensajesAsignar, { preHandler: atencion }, (request) =>
    s().asignar(usuario(request), idDe(request)),
  );
  app.post(ESTUDIO_RUTAS.mensajesResponder, { preHandler: atencion }, (request) => {
    const { texto, adjuntos } = datos(RespuestaAtencionSchema, request.body);
    return s().responder(usuario(request), idDe(request), texto, adjuntos);
  });
  app.post(ESTUDIO_RUTAS.mensajesCerrar, { preHandler: atencion }, (request) =>
    s().cerrar(usuario(request), idDe(request)),
  );
  app.post(ESTUDIO_RUTAS.mensajesAdjuntos, { preHandler: atencion }, (request) => {
    const body = request.body;
    if (!Buffer.isBuffer(body))
      throw new EstudioError(422, 'ADJUNTO_INVALIDO', 'Sube un PDF, JPEG o PNG válido.');
    const tipo = String(request.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    return s().subirAdjunto(usuario(request), idDe(request), tipo, nombreEnviado(request), body);
  });
  app.get(ESTUDIO_RUTAS.mensajesAdjunto, { preHandler: atencion }, async (request, reply) => {
    const { uuid } = request.params as { uuid: string };
    if (!UUID_EN_RUTA.test(uuid)) throw new EstudioError(404, 'NO_ENCONTRADO');
    const { nombre, tipo, bytes } = await s().adjunto(usuario(request), idDe(request), uuid.toLowerCase());
    // The bytes were checked for this type on upload: never sniffed as anything else, never a page.
    return reply
      .type(tipo)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(nombre)}`)
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(bytes));
  });
  app.get(ESTUDIO_RUTAS.mensajesAuditoria, { preHandler: atencion }, () => s().auditoria());
  app.get(ESTUDIO_RUTAS.mensajesAuditoriaCsv, { preHandler: atencion }, async (_request, reply) =>
    respondeCsv(reply, 'registro-atencion.csv', await s().auditoriaCsv()),
  );
}
