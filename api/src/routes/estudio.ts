import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AlcanceSchema,
  ApruebaBorradorSchema,
  CreaBorradorSchema,
  ESTUDIO_RUTAS,
  GuardaBorradorSchema,
  RechazaBorradorSchema,
  RestauraVersionSchema,
} from '@area-cliente/shared/contract';
import { callerOf } from '../lib/caller';
import { EstudioError, manejaErrorEstudio } from '../lib/estudio-error';
import { respondeCsv } from '../lib/csv';
import { datos, idDe } from '../lib/estudio-peticion';
import { estudioDe, exigeEstudio } from '../plugins/estudio-guarda';
import type { Personal } from '../services/estudio';

/** Image uploads arrive as the raw body; the service checks type and size as the publish step does. */
const MAX_SUBIDA_BYTES = 2 * 1024 * 1024;

const personal = (request: FastifyRequest): Personal => ({
  ...callerOf(request),
  usuario: estudioDe(request).usuario,
});

/** The studio's API under /estudio/api: staff cookie only, roles per call, plain JSON answers. */
export default async function estudioRoutes(app: FastifyInstance) {
  const s = () => app.services.estudio;
  const cualquiera = exigeEstudio('editor', 'publicador');
  const editor = exigeEstudio('editor');
  const publicador = exigeEstudio('publicador');

  app.setErrorHandler(manejaErrorEstudio);
  app.addContentTypeParser(
    /^image\//,
    { parseAs: 'buffer', bodyLimit: MAX_SUBIDA_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.get(ESTUDIO_RUTAS.campana, { preHandler: cualquiera }, () => s().campana());
  app.get(ESTUDIO_RUTAS.version, { preHandler: cualquiera }, (request) =>
    s().version((request.params as { version: string }).version),
  );
  app.get(ESTUDIO_RUTAS.borradores, { preHandler: cualquiera }, () => s().borradores());
  app.post(ESTUDIO_RUTAS.borradores, { preHandler: editor }, (request) =>
    s().crear(personal(request), datos(CreaBorradorSchema, request.body).desde),
  );
  app.get(ESTUDIO_RUTAS.borrador, { preHandler: cualquiera }, (request) => s().borrador(idDe(request)));
  app.put(ESTUDIO_RUTAS.borrador, { preHandler: editor }, (request) => {
    const { revision, campana } = datos(GuardaBorradorSchema, request.body);
    return s().guardar(personal(request), idDe(request), revision, campana);
  });
  app.post(ESTUDIO_RUTAS.imagenes, { preHandler: editor }, (request) => {
    const body = request.body;
    if (!Buffer.isBuffer(body))
      throw new EstudioError(422, 'IMAGEN_INVALIDA', 'Envía la imagen como PNG, JPEG o WebP.');
    const nombre = request.headers['x-nombre'];
    return s().subirImagen(
      personal(request),
      idDe(request),
      String(request.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase(),
      decodeURIComponent(typeof nombre === 'string' ? nombre : 'imagen'),
      body,
    );
  });
  app.get(ESTUDIO_RUTAS.imagen, { preHandler: cualquiera }, async (request, reply) => {
    const { bytes, tipo } = await s().imagen(idDe(request), (request.params as { nombre: string }).nombre);
    // The preview's bytes: never sniffed as anything else, never a document of our origin.
    return reply
      .type(tipo)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, no-store')
      .send(bytes);
  });
  app.post(ESTUDIO_RUTAS.enviar, { preHandler: editor }, async (request, reply) => {
    await s().enviar(personal(request), idDe(request));
    return reply.code(204).send();
  });
  app.post(ESTUDIO_RUTAS.rechazar, { preHandler: publicador }, async (request, reply) => {
    await s().rechazar(personal(request), idDe(request), datos(RechazaBorradorSchema, request.body).motivo);
    return reply.code(204).send();
  });
  app.post(ESTUDIO_RUTAS.aprobar, { preHandler: publicador }, (request) =>
    s().aprobar(personal(request), idDe(request), datos(ApruebaBorradorSchema, request.body ?? {}).para),
  );
  app.post(ESTUDIO_RUTAS.restaurar, { preHandler: publicador }, (request) =>
    s().restaurar(personal(request), datos(RestauraVersionSchema, request.body).version),
  );
  app.get(ESTUDIO_RUTAS.comparar, { preHandler: cualquiera }, (request) => {
    const { borrador, version } = request.query as { borrador?: string; version?: string };
    if (borrador !== undefined) {
      const id = Number(borrador);
      if (!Number.isSafeInteger(id) || id <= 0) throw new EstudioError(404, 'NO_ENCONTRADO');
      return s().comparar({ borrador: id });
    }
    if (version !== undefined) return s().comparar({ version });
    throw new EstudioError(400, 'DATOS_INVALIDOS', 'Indica ?borrador= o ?version=.');
  });
  app.post(ESTUDIO_RUTAS.alcance, { preHandler: cualquiera }, (request) => {
    const { audiencia, dia } = datos(AlcanceSchema, request.body);
    return app.services.alcance.contar(audiencia, dia);
  });
  app.get(ESTUDIO_RUTAS.auditoria, { preHandler: cualquiera }, () => s().auditoria());
  app.get(ESTUDIO_RUTAS.auditoriaCsv, { preHandler: cualquiera }, async (_request, reply) =>
    respondeCsv(reply, 'auditoria-estudio.csv', await s().auditoriaCsv()),
  );
}
