import type { FastifyRequest } from 'fastify';
import { securityEvent } from './security-events';
import { take } from '../repositories/limites';

/**
 * The per-IP limiter: counts one failure of this kind for the caller's IP (per minute, in the
 * database so every instance shares the budget). Answers the wait when the budget is spent, else null.
 */
export async function limitFailures(
  request: FastifyRequest,
  kind: 'no-encontrado' | 'descarga-fallida' | 'firma-no-valida' | 'telemetria' | 'rum',
  max = request.server.config.notFoundMaxPerMinute,
): Promise<{ retryAfterSeconds: number } | null> {
  const app = request.server;
  const result = await take(app.db, `${kind}:${request.ip}`, { max, windowMs: 60_000 }, app.clock.now());
  if (result.allowed) return null;
  securityEvent(request, 'limit.exceeded', { limite: kind, idCliente: request.session?.idCliente });
  return result;
}
