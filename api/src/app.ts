import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { REQUEST_TIMEOUT_MS, type AppConfig } from './config';
import { assertSchemaCurrent, openDb, type Db } from './db';
import { demoWing } from './demo';
import { systemClock, type Clock } from './lib/clock';
import { dummyPasswordHash, PASSWORD_HASH_COST, setPasswordHashCost } from './lib/crypto';
import { errorForLog, redactUrl } from './lib/redact';
import { CONTRACT_BASE } from './lib/route';
import { SubidasEnCurso } from './lib/subidas';
import compression from './plugins/compression';
import { clientErrors } from './plugins/client-errors';
import errors, { frameworkErrors } from './plugins/errors';
import frontend from './plugins/frontend';
import studioFrontend from './plugins/studio-frontend';
import { origenTeselas } from './config/mapa';
import health from './plugins/health';
import metrics from './plugins/metrics';
import providers from './plugins/providers';
import requestId, { requestIdGenerator } from './plugins/request-id';
import securityHeaders from './plugins/security-headers';
import session from './plugins/session';
import services from './services';
import clienteRoutes from './routes/cliente';
import enlacesRoutes from './routes/enlaces';
import descargasRoutes from './routes/descargas';
import documentosRoutes from './routes/documentos';
import consentimientoRoutes from './routes/consentimiento';
import registroRoutes from './routes/registro';
import cuponesRoutes from './routes/cupones';
import gestionesRoutes from './routes/gestiones';
import ofertasRoutes from './routes/ofertas';
import sorteosRoutes from './routes/sorteos';
import avisoRenovacionRoutes from './routes/aviso-renovacion';
import coberturasRoutes from './routes/coberturas';
import pasarelaRoutes, { NOTIFICACION_PATH } from './routes/pasarela';
import recibosRoutes from './routes/recibos';
import recibosImprimirRoutes from './routes/recibos-imprimir';
import siniestrosRoutes from './routes/siniestros';
import firmaDocumentoRoutes from './routes/firma-documento';
import declaracionRoutes from './routes/declaracion';
import talleresRoutes from './routes/talleres';
import reclamacionesRoutes from './routes/reclamaciones';
import asistenciaRoutes from './routes/asistencia';
import clienteCambiosRoutes from './routes/cliente-cambios';
import cuentaCobroRoutes from './routes/cuenta-cobro';
import direccionRoutes from './routes/direccion';
import llavesAccesoRoutes from './routes/llaves-acceso';
import polizasRoutes from './routes/polizas';
import polizasDescargasRoutes from './routes/polizas-descargas';
import solicitudesBajaRoutes from './routes/solicitudes-baja';
import suplementosRoutes from './routes/suplementos';
import tarjetasRoutes from './routes/tarjetas';
import telemetriaRoutes from './routes/telemetria';
import userRoutes from './routes/user';
import { schedulePurge } from './retention/schedule';
import { avisosSender } from './avisos/envio';
import avisosRoutes from './routes/avisos';
import estudioAuthRoutes from './routes/estudio-auth';
import estudioRoutes from './routes/estudio';
import mensajesRoutes from './routes/mensajes';
import estudioMensajesRoutes from './routes/estudio-mensajes';
import { programadorCampanas } from './campanas/programador';

const API_PREFIX = `/produccion/rest${CONTRACT_BASE}`;

export interface AppDeps {
  /** An open database (tests share one); otherwise opened from the config and closed with the app. */
  db?: Db;
  clock?: Clock;
  /** false: no logging (tests). A stream: log there instead of stdout (tests that read the logs). */
  logger?: false | { write(line: string): void };
}

/**
 * The client address is the one `hops` entries back along X-Forwarded-For (the socket's peer being
 * the first proxy); what a client writes further back is ignored. Fastify's own numeric setting
 * trusts nothing, so the hop rule is given as a function.
 */
function trustedHops(hops: number) {
  return hops > 0 ? (_address: string, hop: number) => hop < hops : false;
}

/** The whole service as a Fastify instance: schema check (demo: migrate and seed), routes, plugins. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const requestTimeout = config.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(deps.logger ? { stream: deps.logger } : {}),
            // Tokens never reach the logs: not the session header, not a download token in a path.
            // Nor personal data: no request body is logged, and an error only as errorForLog keeps it.
            redact: { paths: ['req.headers["auth-token"]', 'req.headers.cookie'], censor: '[redacted]' },
            serializers: {
              err: errorForLog,
              req: (req: FastifyRequest) => ({
                method: req.method,
                url: redactUrl(req.url),
                remoteAddress: req.ip,
              }),
            },
          },
    trustProxy: trustedHops(config.trustProxyHops),
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxyHops > 0),
    bodyLimit: 64 * 1024,
    // Fastify waits for a request's body forever by default: this bounds every route; a photo upload
    // has a shorter deadline of its own (routes/declaracion.ts). Node swaps the two timeouts when the
    // headers' (60 s) is the longer, and checks them every 30 s, or oftener for a short one.
    requestTimeout,
    http: {
      headersTimeout: Math.min(60_000, requestTimeout),
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(requestTimeout / 10)),
    },
    frameworkErrors,
    clientErrorHandler: clientErrors,
  });

  const db =
    deps.db ??
    (await openDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onIdleError: (err) =>
        app.log.warn({ code: (err as { code?: string }).code }, 'Database connection lost'),
    }));
  const clock = deps.clock ?? systemClock;
  if (!deps.db) app.addHook('onClose', () => db.close());

  // The one place the demo flag is read: the demo wing (api/src/demo) migrates and seeds the demo's
  // database, stands in for the outside services it left unset and adds its routes. Production runs
  // `pnpm db:migrate` before rolling out and refuses an older schema.
  setPasswordHashCost(config.passwordHashCost ?? PASSWORD_HASH_COST);
  const wing = config.demo ? demoWing : undefined;
  if (wing) await wing.prepareDatabase(app, db, clock);
  else await assertSchemaCurrent(db);
  // Ready before the first login, so an unknown ID costs one hash like any other.
  await dummyPasswordHash();

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('clock', clock);
  app.decorate('subidasEnCurso', new SubidasEnCurso(config.uploadsInFlight));

  await app.register(requestId);
  await app.register(errors);
  await app.register(metrics);
  await app.register(health);
  await app.register(securityHeaders);
  await app.register(compression);
  await app.register(session);
  await app.register(providers, { standIns: wing?.standIns });
  app.decorate('avisos', avisosSender(app));
  await app.register(services);

  await app.register(
    async (api) => {
      await api.register(userRoutes);
      await api.register(clienteRoutes);
      await api.register(descargasRoutes);
      await api.register(documentosRoutes);
      await api.register(siniestrosRoutes);
      await api.register(firmaDocumentoRoutes);
      await api.register(consentimientoRoutes);
      await api.register(registroRoutes);
      await api.register(clienteCambiosRoutes);
      await api.register(cuentaCobroRoutes);
      await api.register(direccionRoutes);
      await api.register(llavesAccesoRoutes);
      await api.register(avisosRoutes);
      await api.register(polizasDescargasRoutes);
      await api.register(polizasRoutes);
      await api.register(solicitudesBajaRoutes);
      await api.register(suplementosRoutes);
      await api.register(recibosRoutes);
      await api.register(recibosImprimirRoutes);
      await api.register(avisoRenovacionRoutes);
      await api.register(coberturasRoutes);
      await api.register(pasarelaRoutes);
      await api.register(sorteosRoutes);
      await api.register(cuponesRoutes);
      await api.register(gestionesRoutes);
      await api.register(ofertasRoutes);
      await api.register(telemetriaRoutes);
      await api.register(enlacesRoutes);
      await api.register(declaracionRoutes);
      await api.register(talleresRoutes);
      await api.register(reclamacionesRoutes);
      await api.register(tarjetasRoutes);
      await api.register(asistenciaRoutes);
      await api.register(mensajesRoutes);
    },
    { prefix: API_PREFIX },
  );

  // Marketing's studio: its own session (a staff cookie for /estudio), never the customer's token.
  await app.register(estudioAuthRoutes);
  await app.register(estudioRoutes);
  await app.register(estudioMensajesRoutes);

  if (wing)
    await app.register(wing.routes, {
      apiPrefix: API_PREFIX,
      notifyPath: `${API_PREFIX}${NOTIFICACION_PATH}`,
    });
  if (config.deployDir) {
    await app.register(frontend, {
      deployDir: config.deployDir,
      remotesInBucket: config.remotesInBucket,
      imageOrigins: origenTeselas(config.mapa),
    });
    await app.register(studioFrontend, { deployDir: config.deployDir });
  }
  schedulePurge(app);
  app.decorate('programador', programadorCampanas(app));
  return app;
}
