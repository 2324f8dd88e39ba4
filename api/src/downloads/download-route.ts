import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { limitFailures } from '../lib/limits';
import { routePath } from '../lib/route';
import type { Fichero, TipoDescarga } from '../services/descargas';

/** `filename="..."` takes ASCII only; the exact name travels in `filename*` (RFC 6266). */
function contentDisposition(filename: string): string {
  const ascii = filename
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w .()-]+/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Answers a document (a generated PDF, a stored claim photo) in the browser tab, never cached. */
function sendFile(
  reply: FastifyReply,
  filename: string,
  contentType: string,
  bytes: Uint8Array,
): FastifyReply {
  return (
    reply
      .status(200)
      .header('content-type', contentType)
      // The type is the one the upload's bytes were verified as: never let a browser guess another.
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', contentDisposition(filename))
      .header('cache-control', 'no-store')
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
  );
}

const PAGE = (titulo: string, texto: string) => `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${titulo}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; color: #222">
<h1 style="font-size: 1.3rem">${titulo}</h1><p>${texto}</p></body></html>`;

const NO_DISPONIBLE = PAGE(
  'Documento no disponible',
  'El enlace de descarga no es válido o ha caducado. Vuelve al Área Cliente y pulsa de nuevo sobre el documento.',
);
const DEMASIADOS = PAGE('Documento no disponible', 'Demasiadas peticiones. Inténtalo más tarde.');

/**
 * The answer to an unknown, expired, spent or foreign token, or a missing document: a small Spanish
 * page in the download tab (HTTP 404, 429 past the per-IP limit), never a PDF.
 */
async function sendDownloadUnavailable(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  // Tokens are 256-bit, but every secret is throttled: failures per IP and minute, shared by instances.
  const limited = await limitFailures(request, 'descarga-fallida');
  if (limited) reply.header('retry-after', limited.retryAfterSeconds);
  return reply
    .status(limited ? 429 : 404)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(limited ? DEMASIADOS : NO_DISPONIBLE);
}

/** The names of a path's parameters ('/a/:id/:token' → 'id' | 'token'). */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type DownloadParams<Path extends string> = Record<ParamNames<Path>, string>;

interface DownloadOptions<Path extends string> {
  /** What the path's token was issued for. */
  tipo: TipoDescarga;
  /**
   * The document's reference, read from the path; null when malformed, which answers like a missing
   * document (and never reaches the token table).
   */
  referencia: (params: DownloadParams<Path>) => string | null;
  /** The customer's document by its reference (ownership is theirs to check); undefined when missing. */
  documento: (idCliente: number, referencia: string) => Promise<Fichero | undefined>;
}

/**
 * Registers a document opened in a new tab (SPEC §7 "Downloads"): no session header, the path's
 * short-lived one-document token (POST /descargas/token or the feature's own) names the customer.
 * A malformed reference, an unknown, spent or foreign token and a missing document all answer the
 * same small Spanish page (above); the document answers inline, never cached, with a safe name.
 */
export function downloadRoute<Path extends `/${string}/:token`>(
  app: FastifyInstance,
  path: Path,
  { tipo, referencia, documento }: DownloadOptions<Path>,
): void {
  app.get(routePath(path), async (request, reply) => {
    const params = request.params as DownloadParams<Path> & { token: string };
    const ref = referencia(params);
    if (ref === null) return sendDownloadUnavailable(request, reply);
    const idCliente = await app.services.descargas.gastar(params.token, tipo, ref);
    const fichero = idCliente === null ? undefined : await documento(idCliente, ref);
    if (!fichero) return sendDownloadUnavailable(request, reply);
    return sendFile(reply, fichero.nombre, fichero.tipo, fichero.bytes);
  });
}
