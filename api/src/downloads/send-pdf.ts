import type { FastifyReply, FastifyRequest } from 'fastify';
import { limitFailures } from '../lib/limits';

/** `filename="..."` takes ASCII only; the exact name travels in `filename*` (RFC 6266). */
function contentDisposition(filename: string): string {
  const ascii = filename
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w .()-]+/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Answers a document (a generated PDF, a stored claim photo) shown in the browser tab, never cached: it holds personal data. */
export function sendFile(
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
export async function sendDownloadUnavailable(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  // Tokens are 256-bit, but every secret is throttled: failures per IP and minute, shared by instances.
  const limited = await limitFailures(request, 'descarga-fallida');
  if (limited) reply.header('retry-after', limited.retryAfterSeconds);
  return reply
    .status(limited ? 429 : 404)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(limited ? DEMASIADOS : NO_DISPONIBLE);
}
