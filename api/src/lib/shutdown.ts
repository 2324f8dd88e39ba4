import { Server as NetServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

const POLL_MS = 100;

/**
 * A rolling restart's stop (SIGTERM), losing no request behind a proxy that retries only what never
 * reached an instance (nginx with POSTs):
 * 1. readiness turns 503 and every answer closes its connection (startDraining);
 * 2. the listener closes at once: a new connection is refused, which the proxy retries on another
 *    instance for any method. (Closing it at the end of a drain raced the connections the proxy kept
 *    opening meanwhile: one accepted but not yet read was reset with a POST inside.)
 * 3. kept-alive connections stay open, so a request the proxy is writing on one is answered (and the
 *    connection closed) rather than reset; the proxy closes idle ones itself (nginx's upstream
 *    keepalive_timeout, 2 s, below drainMs);
 * 4. once none is left, or after drainMs, the app closes: requests in flight finish.
 */
export async function drainAndClose(app: FastifyInstance, drainMs: number): Promise<void> {
  app.startDraining();
  // http.Server.close() would also drop idle kept-alive connections (step 3): only the listener.
  NetServer.prototype.close.call(app.server);
  for (const end = Date.now() + drainMs; Date.now() < end && (await openConnections(app)) > 0;) {
    await sleep(POLL_MS);
  }
  await app.close();
}

function openConnections(app: FastifyInstance): Promise<number> {
  return new Promise((resolve) => app.server.getConnections((err, count) => resolve(err ? 0 : count)));
}
