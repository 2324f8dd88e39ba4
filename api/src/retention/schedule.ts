import type { FastifyInstance } from 'fastify';
import { purgeUbicacionesAsistencia } from '../repositories/asistencias';
import {
  PURGE_INTERVAL_MS,
  purgeAdjuntosHuerfanos,
  purgeExpired,
  purgeFotosHuerfanas,
} from '../repositories/retention';

/** Runs the retention purge every PURGE_INTERVAL_MS in this instance, until the app closes. */
export function schedulePurge(app: FastifyInstance): void {
  const run = async () => {
    try {
      const counts = await purgeExpired(app.db, app.clock.now());
      if (counts) app.log.info({ purged: counts }, 'Retention purge');
      const fotos = await purgeFotosHuerfanas(app.db, app.files, app.clock.now());
      if (fotos) app.log.info({ purged: { fotosHuerfanas: fotos } }, 'Retention purge');
      const adjuntos = await purgeAdjuntosHuerfanos(app.db, app.files, app.clock.now());
      if (adjuntos) app.log.info({ purged: { adjuntosHuerfanos: adjuntos } }, 'Retention purge');
      const ubicaciones = await purgeUbicacionesAsistencia(app.db, app.clock.now());
      if (ubicaciones) app.log.info({ purged: { ubicacionesAsistencia: ubicaciones } }, 'Retention purge');
    } catch (err) {
      app.log.error({ err }, 'Retention purge failed');
    }
  };
  const timer = setInterval(() => void run(), PURGE_INTERVAL_MS);
  // The purge never keeps the process alive on its own.
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
