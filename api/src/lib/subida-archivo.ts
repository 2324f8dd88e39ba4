import { Codigo } from '@area-cliente/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PLAZO_SUBIDA } from '../config';
import type { SessionCaller } from './caller';
import { ApiError, badRequest } from './errors';
import { securityEvent } from './security-events';
import { conPlazo, SubidaLenta } from './subidas';

/** A file part as it arrived: its bytes, read under the size limit, and the name the browser gave it. */
export interface ArchivoRecibido {
  bytes: Buffer;
  nombre: string;
}

/** What a customer upload route answers in words when the upload itself is refused. */
export interface TextosSubida {
  /** The customer is already sending another file (429). */
  enCurso: string;
  /** Every slot of this process is taken (503). */
  ocupadas: string;
  /** The body came too slowly (408). */
  lenta: string;
  /** The file part passed the size limit (413). */
  grande: string;
}

/**
 * Receives the one file part `campo` of a customer's multipart upload and hands a reader of it to
 * `guardar`, which calls it once the upload is counted. Every customer upload goes through here: one
 * slot per customer and a cap per process (lib/subidas.ts, shared by all upload routes), the size
 * limit while the bytes arrive, and the deadline and minimum rate of a slow body.
 */
export async function recibirArchivo<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  caller: SessionCaller,
  opciones: { campo: string; maxBytes: number; textos: TextosSubida },
  guardar: (leer: () => Promise<ArchivoRecibido>) => Promise<T>,
): Promise<T> {
  const app = request.server;
  const { campo, maxBytes, textos } = opciones;
  const rechazo = app.subidasEnCurso.toma(caller.idCliente);
  // 429 like the customer's other upload limits: theirs to wait for, not the service's fault.
  if (rechazo === 'CLIENTE_OCUPADO') {
    securityEvent(request, 'limit.exceeded', { limite: 'subida-en-curso', idCliente: caller.idCliente });
    throw new ApiError(Codigo.ERROR_NEGOCIO, textos.enCurso, 429);
  }
  if (rechazo === 'PROCESO_LLENO') throw new ApiError(Codigo.ERROR_NEGOCIO, textos.ocupadas, 503);
  try {
    if (!request.isMultipart()) throw badRequest();
    const leer = async (): Promise<ArchivoRecibido> => {
      const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } });
      if (!part || part.fieldname !== campo) throw badRequest();
      try {
        return { bytes: await part.toBuffer(), nombre: part.filename };
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError)
          throw new ApiError(Codigo.ERROR_NEGOCIO, textos.grande, 413);
        throw error;
      }
    };
    const plazo = app.config.uploadDeadline ?? PLAZO_SUBIDA;
    return await guardar(() =>
      conPlazo(request.raw.socket, plazo, leer).catch((error: unknown) => {
        if (!(error instanceof SubidaLenta)) throw error;
        // Thrown, it frees the slot at once; closing after the answer stops reading the trickle.
        const limite = error.motivo === 'PLAZO' ? 'subida-plazo' : 'subida-ritmo';
        securityEvent(request, 'limit.exceeded', { limite, idCliente: caller.idCliente });
        reply.header('connection', 'close');
        throw new ApiError(Codigo.ERROR_NEGOCIO, textos.lenta, 408);
      }),
    );
  } finally {
    app.subidasEnCurso.suelta(caller.idCliente);
  }
}
