import { CALLS, DOWNLOADS } from '@area-cliente/shared/contract';
import {
  ADJUNTO_DEMASIADO_GRANDE,
  IdParamSchema,
  MAX_BYTES_ADJUNTO,
  UUID_EN_RUTA,
} from '@area-cliente/shared/domain';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { downloadRoute } from '../downloads/download-route';
import { sessionCallerOf } from '../lib/caller';
import { route } from '../lib/route';
import { recibirArchivo } from '../lib/subida-archivo';
import { requireSession } from '../plugins/session';

const HiloParams = v.object({ idHilo: IdParamSchema });

const TEXTOS_SUBIDA = {
  enCurso: 'Ya estamos recibiendo otro de tus archivos. Espera a que termine y vuelve a elegir este.',
  ocupadas: 'Ahora mismo estamos recibiendo muchos archivos. Vuelve a intentarlo en unos segundos.',
  lenta: 'El archivo está tardando demasiado en llegar. Comprueba tu conexión y vuelve a elegirlo.',
  grande: ADJUNTO_DEMASIADO_GRANDE,
};

/** 'Mensajes': the customer's conversations with customer service, their attachments and downloads. */
export default async function mensajesRoutes(app: FastifyInstance) {
  const { mensajes } = app.services;
  // Limits hold while the bytes arrive: one file part, no other fields, 10 MB.
  await app.register(multipart, { limits: { fileSize: MAX_BYTES_ADJUNTO, files: 1, fields: 0, parts: 1 } });

  route(app, CALLS.hilosMensajes, {
    preHandler: requireSession,
    handler: (request) => mensajes.lista(sessionCallerOf(request)),
  });
  route(app, CALLS.temasMensajes, {
    preHandler: requireSession,
    handler: (request) => mensajes.temas(sessionCallerOf(request)),
  });
  route(app, CALLS.nuevoHilo, {
    preHandler: requireSession,
    handler: (request, { body }) => mensajes.nuevo(sessionCallerOf(request), body),
  });
  route(app, CALLS.hiloMensajes, {
    preHandler: requireSession,
    params: HiloParams,
    handler: (request, { params }) => mensajes.ver(sessionCallerOf(request), params.idHilo),
  });
  route(app, CALLS.marcaHiloLeido, {
    preHandler: requireSession,
    params: HiloParams,
    handler: (request, { params }) => mensajes.marcarLeido(sessionCallerOf(request), params.idHilo),
  });
  route(app, CALLS.escribeEnHilo, {
    preHandler: requireSession,
    params: HiloParams,
    handler: (request, { params, body }) => mensajes.escribir(sessionCallerOf(request), params.idHilo, body),
  });
  route(app, CALLS.subeAdjuntoMensaje, {
    preHandler: requireSession,
    handler: (request, { reply }) => {
      const caller = sessionCallerOf(request);
      const opciones = { campo: 'archivo', maxBytes: MAX_BYTES_ADJUNTO, textos: TEXTOS_SUBIDA };
      return recibirArchivo(request, reply, caller, opciones, (leer) => mensajes.subirAdjunto(caller, leer));
    },
  });

  // An attachment, opened in a new tab with a one-use download token (no session header).
  downloadRoute(app, DOWNLOADS.adjuntoMensaje, {
    tipo: 'ADJUNTO_MENSAJE',
    referencia: ({ uuid }) => (UUID_EN_RUTA.test(uuid) ? uuid.toLowerCase() : null),
    documento: mensajes.adjunto,
  });
}
