import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { AppConfig } from './config';
import { migrate, openDb, type Db } from './db';
import { isoDay, systemClock, type Clock } from './lib/clock';
import { dummyPasswordHash } from './lib/crypto';
import { redactUrl } from './lib/redact';
import errors from './plugins/errors';
import compression from './plugins/compression';
import frontend from './plugins/frontend';
import securityHeaders from './plugins/security-headers';
import session from './plugins/session';
import clienteRoutes from './routes/cliente';
import descargasRoutes from './routes/descargas';
import consentimientoRoutes from './routes/consentimiento';
import registroRoutes from './routes/registro';
import registroDevRoutes from './routes/registro-dev';
import cuponesRoutes from './routes/cupones';
import gestionesRoutes from './routes/gestiones';
import ofertasRoutes from './routes/ofertas';
import sorteosRoutes from './routes/sorteos';
import avisoRenovacionRoutes from './routes/aviso-renovacion';
import pasarelaRoutes, { NOTIFICACION_PATH } from './routes/pasarela';
import pasarelaPruebasRoutes from './routes/pasarela-pruebas';
import recibosRoutes from './routes/recibos';
import recibosImprimirRoutes from './routes/recibos-imprimir';
import siniestrosRoutes from './routes/siniestros';
import clienteCambiosRoutes from './routes/cliente-cambios';
import polizasRoutes from './routes/polizas';
import polizasDescargasRoutes from './routes/polizas-descargas';
import userRoutes from './routes/user';
import { seedIfEmpty } from './seed';

export const API_PREFIX = '/produccion/rest/v1/ac';

export interface AppDeps {
  /** An open database (tests share one); otherwise opened from the config and closed with the app. */
  db?: Db;
  clock?: Clock;
  /** false: no logging (tests). A stream: log there instead of stdout (tests that read the logs). */
  logger?: false | { write(line: string): void };
}

/** The whole service as a Fastify instance: migrate, seed on first run, then routes and plugins. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(deps.logger ? { stream: deps.logger } : {}),
            // Tokens never reach the logs: not the session header, not a download token in a path.
            redact: { paths: ['req.headers["auth-token"]', 'req.headers.cookie'], censor: '[redacted]' },
            serializers: {
              req: (req: FastifyRequest) => ({
                method: req.method,
                url: redactUrl(req.url),
                remoteAddress: req.ip,
              }),
            },
          },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
  });

  const db = deps.db ?? (await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const clock = deps.clock ?? systemClock;
  if (!deps.db) app.addHook('onClose', () => db.close());

  const applied = await migrate(db);
  if (applied.length) app.log.info({ applied }, 'Migrations applied');
  if (config.demo && (await seedIfEmpty(db, isoDay(clock.now())))) app.log.info('Demo data seeded');
  // Ready before the first login, so an unknown ID costs one hash like any other.
  await dummyPasswordHash();

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('clock', clock);

  await app.register(errors);
  await app.register(securityHeaders);
  await app.register(compression);
  await app.register(session);

  await app.register(
    async (api) => {
      await api.register(userRoutes);
      await api.register(clienteRoutes);
      await api.register(descargasRoutes);
      await api.register(siniestrosRoutes);
      await api.register(consentimientoRoutes);
      await api.register(registroRoutes);
      await api.register(registroDevRoutes);
      await api.register(clienteCambiosRoutes);
      await api.register(polizasDescargasRoutes);
      await api.register(polizasRoutes);
      await api.register(recibosRoutes);
      await api.register(recibosImprimirRoutes);
      await api.register(avisoRenovacionRoutes);
      await api.register(pasarelaRoutes);
      await api.register(sorteosRoutes);
      await api.register(cuponesRoutes);
      await api.register(gestionesRoutes);
      await api.register(ofertasRoutes);
    },
    { prefix: API_PREFIX },
  );

  if (config.payment.testGateway) {
    await app.register(pasarelaPruebasRoutes, { notifyPath: `${API_PREFIX}${NOTIFICACION_PATH}` });
  }
  if (config.deployDir) await app.register(frontend, { deployDir: config.deployDir });
  return app;
}
