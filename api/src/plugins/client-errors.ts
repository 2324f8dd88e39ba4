import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { Codigo } from '@area-cliente/shared/contract';
import { failure } from '../lib/envelope';
import { Mensaje } from '../lib/errors';
import { contentSecurityPolicy, SECURITY_HEADERS } from './security-headers';

const STATUS_BY_CODE: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refuses before Fastify sees it (headers too
 * large, a duplicated Content-Length, a malformed request line) answers the envelope with the
 * security headers, like every other refusal, instead of Node's bare status line.
 */
export function clientErrors(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = STATUS_BY_CODE[error.code ?? ''] ?? 400;
  const body = JSON.stringify(failure(Codigo.ERROR_NEGOCIO, Mensaje.PETICION_INCORRECTA));
  const headers: Record<string, string | number> = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'content-security-policy': contentSecurityPolicy(),
    ...SECURITY_HEADERS,
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  if (socket.writable)
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
  socket.destroy(error);
}
