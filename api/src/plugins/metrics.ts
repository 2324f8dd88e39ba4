import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { answerRumAnalysis } from '../rum/analysis';
import { rumMetrics, type RumMetrics } from '../rum/metrics';

/** Counters the routes feed; the registry is per app instance (tests build several). */
export interface AppMetrics {
  registry: Registry;
  loginFailures: Counter<'reason'>;
  paymentNotifications: Counter<'outcome'>;
  remoteLoadFailures: Counter<'remote'>;
  /** What browsers report of the screens they were served (api/src/rum). */
  rum: RumMetrics;
}

/**
 * Prometheus metrics: request durations by method, route and status (the histogram's _count is
 * the status count), the database pool, login failures, payment notification outcomes and remote
 * load failures reported by the shell, plus Node's process metrics. Exposed only on METRICS_PORT
 * (startMetricsServer), never on the public port.
 */
export default fp(
  async function metrics(app: FastifyInstance) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      durations.observe(
        {
          method: request.method,
          // The pattern, never the raw URL: ids and tokens would explode the label set.
          route: request.routeOptions.url ?? 'unmatched',
          status_code: reply.statusCode,
        },
        reply.elapsedTime / 1000,
      );
    });

    const db = app.db;
    if (db.poolStats) {
      new Gauge({
        name: 'db_pool_connections',
        help: 'PostgreSQL pool connections by state',
        labelNames: ['state'],
        registers: [registry],
        collect() {
          const s = db.poolStats!();
          this.set({ state: 'total' }, s.total);
          this.set({ state: 'idle' }, s.idle);
          this.set({ state: 'waiting' }, s.waiting);
        },
      });
    }

    app.decorate('metrics', {
      registry,
      loginFailures: new Counter({
        name: 'login_failures_total',
        help: 'Refused logins, by reason (credentials, blocked)',
        labelNames: ['reason'],
        registers: [registry],
      }),
      paymentNotifications: new Counter({
        name: 'payment_notifications_total',
        help: 'Payment gateway notifications, by outcome',
        labelNames: ['outcome'],
        registers: [registry],
      }),
      remoteLoadFailures: new Counter({
        name: 'remote_load_failures_total',
        help: 'Remotes the shell failed to load in a browser, by remote',
        labelNames: ['remote'],
        registers: [registry],
      }),
      rum: rumMetrics(registry),
    } satisfies AppMetrics);
  },
  { name: 'metrics' },
);

/**
 * GET /metrics on its own port (for Prometheus inside the network), on the interface METRICS_HOST
 * names (loopback by default, whatever HOST the public port has), and beside it the canary
 * analysis, GET /rum/remotes/:remote (api/src/rum/analysis.ts); the caller closes it.
 */
export async function startMetricsServer(app: FastifyInstance, port: number): Promise<Server> {
  const host = app.config.metricsHost;
  const { registry } = app.metrics;
  const server = createServer((req, res) => {
    if (answerRumAnalysis(app, req, res)) return;
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return server;
}
