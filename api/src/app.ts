import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { migrate, openDb, type Db } from './db';
import { isoDay, systemClock, type Clock } from './lib/clock';
import errors from './plugins/errors';
import frontend from './plugins/frontend';
import securityHeaders from './plugins/security-headers';
import session from './plugins/session';
import clienteRoutes from './routes/cliente';
import userRoutes from './routes/user';
import { seedIfEmpty } from './seed';

export const API_PREFIX = '/produccion/rest/v1/ac';

export interface AppDeps {
  /** An open database (tests share one); otherwise opened from the config and closed with the app. */
  db?: Db;
  clock?: Clock;
  /** Pino logger options; tests pass false. */
  logger?: boolean;
}

/** The whole service as a Fastify instance: migrate, seed on first run, then routes and plugins. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            // Session tokens never reach the logs.
            redact: { paths: ['req.headers["auth-token"]', 'req.headers.cookie'], censor: '[redacted]' },
          },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
  });

  const db = deps.db ?? (await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const clock = deps.clock ?? systemClock;
  if (!deps.db) app.addHook('onClose', () => db.close());

  const applied = await migrate(db);
  if (applied.length) app.log.info({ applied }, 'Migrations applied');
  if (await seedIfEmpty(db, isoDay(clock.now()))) app.log.info('Demo data seeded');

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('clock', clock);

  await app.register(errors);
  await app.register(securityHeaders);
  await app.register(session);

  await app.register(
    async (api) => {
      await api.register(userRoutes);
      await api.register(clienteRoutes);
    },
    { prefix: API_PREFIX },
  );

  if (config.deployDir) await app.register(frontend, { deployDir: config.deployDir });
  return app;
}
