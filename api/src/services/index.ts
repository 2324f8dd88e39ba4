import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { avisosService } from './avisos';
import { clienteCambiosService } from './cliente-cambios';
import { descargasService } from './descargas';
import { direccionService } from './direccion';
import { gestionesService } from './gestiones';
import { pagosService } from './pagos';
import type { AppParts } from './parts';
import { portfolioService } from './portfolio-respuesta';
import { registroService } from './registro';
import { sesionesService } from './sesiones';

/** The services, each built once over the app's parts; routes call them with a Caller and plain values. */
function createServices(parts: AppParts) {
  return {
    avisos: avisosService(parts),
    clienteCambios: clienteCambiosService(parts),
    descargas: descargasService(parts),
    direccion: direccionService(parts),
    gestiones: gestionesService(parts),
    pagos: pagosService(parts),
    portfolio: portfolioService(parts),
    registro: registroService(parts),
    sesiones: sesionesService(parts),
  };
}

type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The services built from this app's parts (services/index.ts). */
    services: Services;
  }
}

/**
 * Decorates `app.services` once, after the parts it is built from: the providers and metrics plugins,
 * and the database, clock, configuration and notification sender decorated by app.ts.
 */
export default fp(
  async function services(app: FastifyInstance) {
    const { config, db, clock, payment, sms, email, asistencia, files, pdf, metrics, avisos, log } = app;
    app.decorate(
      'services',
      createServices({
        config,
        db,
        clock,
        payment,
        sms,
        email,
        asistencia,
        files,
        pdf,
        metrics,
        avisos,
        log,
      }),
    );
  },
  {
    name: 'services',
    dependencies: ['providers', 'metrics'],
    decorators: { fastify: ['config', 'db', 'clock', 'avisos'] },
  },
);
