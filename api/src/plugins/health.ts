import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import underPressure from '@fastify/under-pressure';
import { Codigo } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pendingMigrations } from '../db';
import { ApiError, Mensaje } from '../lib/errors';

/** What under-pressure answers while the process is overloaded: the envelope, HTTP 503. */
class Overloaded extends ApiError {
  constructor() {
    super(Codigo.ERROR_COMUNICACION, Mensaje.ERROR_COMUNICACION, 503);
  }
}

type Check = 'database' | 'schema' | 'deployManifest';

/**
 * Health for balancers and orchestrators:
 * - GET /health/live: the process answers (restart it if not); never shed under pressure.
 * - GET /health/ready: send traffic here? No while draining for a shutdown, while the database
 *   does not answer, the schema is behind the code or the deploy manifest is unreadable.
 * Under event-loop or memory pressure every other request gets 503 with Retry-After.
 */
export default fp(
  async function health(app: FastifyInstance) {
    let draining = false;
    app.decorate('startDraining', () => {
      draining = true;
    });
    // While draining every answer closes its connection, so a proxy's kept-alive connections
    // move to another instance before this one stops listening.
    app.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });

    await app.register(underPressure, {
      maxEventLoopDelay: app.config.pressure.maxEventLoopDelayMs,
      maxHeapUsedBytes: app.config.pressure.maxHeapUsedBytes,
      retryAfter: 5,
      customError: Overloaded,
    });

    // With DEPLOY_TARGET=s3://… remotes.json lives in the bucket, not in this instance's folder.
    const manifest =
      app.config.deployDir && !app.config.remotesInBucket && join(app.config.deployDir, 'remotes.json');
    const checks: Record<Check, () => Promise<boolean>> = {
      database: async () => (await app.db.query('SELECT 1')).length === 1,
      schema: async () => (await pendingMigrations(app.db)).length === 0,
      // Only when this instance serves the front end (the folder exists; see plugins/frontend).
      deployManifest: async () =>
        !manifest ||
        !existsSync(app.config.deployDir!) ||
        typeof JSON.parse(await readFile(manifest, 'utf8')) === 'object',
    };

    // Liveness ignores pressure: an overloaded process needs time, not a restart.
    app.get('/health/live', { config: { pressureHandler: () => undefined } }, async () => ({ status: 'ok' }));
    app.get('/health/ready', async (_request, reply) => {
      if (draining) return reply.status(503).send({ status: 'draining' });
      const failed: Check[] = [];
      for (const [name, check] of Object.entries(checks) as [Check, () => Promise<boolean>][]) {
        const ok = await check().catch((err: unknown) => {
          app.log.warn({ check: name, err }, 'Readiness check failed');
          return false;
        });
        if (!ok) failed.push(name);
      }
      return failed.length ? reply.status(503).send({ status: 'not-ready', failed }) : { status: 'ready' };
    });
  },
  { name: 'health', dependencies: ['errors'] },
);
