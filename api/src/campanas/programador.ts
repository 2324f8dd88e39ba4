import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';

/**
 * Every instance runs this loop (like the notification sender, avisos/envio.ts): each tick it asks
 * the studio service to publish the scheduled campaigns that are due. The database decides which
 * instance publishes each one (a claim with SKIP LOCKED), so exactly one does, at its minute.
 */
export function programadorCampanas(app: FastifyInstance): { ronda(): Promise<number> } {
  const instancia = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let ronda: Promise<number> | null = null;
  const una = () => {
    ronda ??= app.services.estudio.publicarProgramadas(instancia).finally(() => {
      ronda = null;
    });
    return ronda;
  };
  const intervalo = app.config.estudio.intervaloMs;
  const timer =
    intervalo > 0 && app.config.deployDir
      ? setInterval(() => {
          una().catch((err: unknown) => app.log.error({ err }, 'Scheduled campaigns round failed'));
        }, intervalo)
      : undefined;
  timer?.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await ronda?.catch(() => undefined);
  });
  return { ronda: una };
}
