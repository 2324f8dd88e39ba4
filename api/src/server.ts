// `pnpm serve` (node api/dist/server.js): the API in production; `pnpm start` runs it in demo mode.
import type { Server } from 'node:http';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { configFromEnv } from './config';
import { SchemaNotCurrentError } from './db';
import { drainAndClose } from './lib/shutdown';
import { startMetricsServer } from './plugins/metrics';

/** Configuration and schema problems are the operator's to fix: their message, no stack. */
function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}

const config = (() => {
  try {
    return configFromEnv();
  } catch (err) {
    return exitWith((err as Error).message);
  }
})();
const app = await buildApp(config).catch((err: unknown) => {
  if (err instanceof SchemaNotCurrentError) exitWith(err.message);
  throw err;
});
let metricsServer: Server | undefined;

// SIGTERM (a rolling restart): drainAndClose (lib/shutdown.ts) turns readiness 503, refuses new
// connections and lets kept-alive ones end before closing. Past the timeout the process exits
// regardless. SIGINT (Ctrl-C) skips the drain.
closeWithGrace(
  { delay: config.shutdown.timeoutMs, logger: { error: (msg: unknown) => app.log.error(msg) } },
  async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'Fatal error: shutting down');
    app.log.info({ signal }, 'Shutting down');
    metricsServer?.close();
    if (signal === 'SIGTERM') await drainAndClose(app, config.shutdown.drainMs);
    else await app.close();
  },
);

try {
  await app.listen({ port: config.port, host: config.host });
  if (config.metricsPort) metricsServer = await startMetricsServer(app, config.metricsPort);
} catch (err) {
  app.log.error(err);
  process.exit(1);
}
