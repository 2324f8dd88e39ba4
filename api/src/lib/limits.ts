import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import type { Clock } from './clock';
import { securityEvent } from './security-events';
import { take } from '../repositories/limites';

/** The per-IP failure kinds, each with its own budget per minute. */
type FailureKind = 'no-encontrado' | 'descarga-fallida' | 'firma-no-valida' | 'telemetria' | 'rum';

/**
 * The per-IP limiter: counts one failure of this kind for the caller's IP (per minute, in the
 * database so every instance shares the budget). Answers the wait when the budget is spent, else null.
 */
export async function limitFailures(
  request: FastifyRequest,
  kind: FailureKind,
  max = request.server.config.notFoundMaxPerMinute,
): Promise<{ retryAfterSeconds: number } | null> {
  const who = { ip: request.ip, log: request.log, idCliente: request.session?.idCliente };
  return countFailure(request.server, who, kind, max);
}

/** `limitFailures` for a service, from plain values. */
export async function countFailure(
  { db, clock }: { db: Db; clock: Clock },
  who: { ip: string; log: FastifyBaseLogger; idCliente?: number | undefined },
  kind: FailureKind,
  max: number,
): Promise<{ retryAfterSeconds: number } | null> {
  const result = await take(db, `${kind}:${who.ip}`, { max, windowMs: 60_000 }, clock.now());
  if (result.allowed) return null;
  securityEvent(who, 'limit.exceeded', { limite: kind, idCliente: who.idCliente });
  return result;
}
