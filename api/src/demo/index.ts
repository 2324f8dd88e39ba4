import type { FastifyInstance } from 'fastify';
import { migrate, type Db } from '../db';
import { isoDay, type Clock } from '../lib/clock';
import { seedIfEmpty } from '../seed';
import campanaVistaPreviaRoutes from './campana-vista-previa';
import correosDemoRoutes from './correos';
import demoEnlacesRoutes from './enlaces';
import pasarelaPruebasRoutes from './pasarela-pruebas';
import { demoStandIns } from './providers';
import demoResetRoutes from './reset';
import siniestroEstadoDevRoutes from './siniestro-estado';
import registroDevRoutes from './sms-outbox';
import demoTeselasRoutes from './teselas';

/**
 * The demo wing: everything `pnpm start` has and production must not. app.ts reads the demo flag once
 * and, in demo mode only, prepares the database with it, takes its stand-ins for the outside services
 * the demo left unset and registers its routes; nothing in it asks the flag again, and production
 * code never branches on it.
 */
export const demoWing = {
  prepareDatabase: prepareDemoDatabase,
  standIns: demoStandIns,
  routes: demoRoutes,
};

/** The demo is one command: it migrates and seeds itself (production runs `pnpm db:migrate`). */
async function prepareDemoDatabase(app: FastifyInstance, db: Db, clock: Clock): Promise<void> {
  const applied = await migrate(db);
  if (applied.length) app.log.info({ applied }, 'Migrations applied');
  if (await seedIfEmpty(db, isoDay(clock.now()))) app.log.info('Demo data seeded');
}

/** The demo's routes: SMS and e-mail outboxes, data reset, core-system stand-ins, previews, partner pages, map tiles. */
async function demoRoutes(app: FastifyInstance, { apiPrefix, notifyPath }: DemoWingOptions) {
  await app.register(
    async (api) => {
      await api.register(registroDevRoutes);
      await api.register(demoResetRoutes);
      await api.register(siniestroEstadoDevRoutes);
      await api.register(campanaVistaPreviaRoutes);
      // Without an SMTP server the demo's e-mail lands in its outbox, shown in 'Mis datos'.
      if (!app.config.email) await api.register(correosDemoRoutes);
    },
    { prefix: apiPrefix },
  );
  // The local test gateway, unless the demo was pointed at a real one.
  if (app.config.payment.testGateway) await app.register(pasarelaPruebasRoutes, { notifyPath });
  // Stand-ins for partner sites and documents (LINK_* settings left unset).
  await app.register(demoEnlacesRoutes);
  // The roadside map's tiles (MAPA_* settings left unset).
  await app.register(demoTeselasRoutes);
}

interface DemoWingOptions {
  apiPrefix: string;
  notifyPath: string;
}
