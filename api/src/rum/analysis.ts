import type { IncomingMessage, ServerResponse } from 'node:http';
import { REMOTE_NAMES } from '@area-cliente/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { rumTotals } from '../repositories/rum';
import { clientCounts } from '../repositories/rum-clientes';
import { INP_BOUNDS_MS, LCP_BOUNDS_MS, quantileFromBuckets } from './buckets';

/** One version's figures since a moment, as the canary scripts read them. */
type RumVersionAnalysis = {
  version: string;
  pageViews: number;
  /** Boundary errors plus load failures. */
  errors: number;
  loadFailures: number;
  /** ms, estimated from the buckets; null without samples. */
  lcpP75: number | null;
  inpP75: number | null;
  /** Distinct clients (a signed-in customer, else a network) with figures for the version. */
  clients: number;
  /** Of them, signed-in customers: a signal only the server's sessions can give. */
  signedInClients: number;
  /** Of them, those that reported a failure. */
  failingClients: number;
};
type RumAnalysis = { remote: string; versions: RumVersionAnalysis[] };

/** The remote's signals per version since `since`, from the database: every instance answers alike. */
async function analyseRemote(db: Db, remote: string, since: Date): Promise<RumAnalysis> {
  const totals = await rumTotals(db, remote, since);
  const clients = await clientCounts(db, remote, since);
  return {
    remote,
    versions: totals.map((t) => {
      const c = clients.find((row) => row.version === t.version);
      return {
        version: t.version,
        pageViews: t.vistas,
        errors: t.erroresSeccion + t.fallosCarga,
        loadFailures: t.fallosCarga,
        lcpP75: quantileFromBuckets(LCP_BOUNDS_MS, t.lcpBuckets, 0.75),
        inpP75: quantileFromBuckets(INP_BOUNDS_MS, t.inpBuckets, 0.75),
        clients: c?.clientes ?? 0,
        signedInClients: c?.conSesion ?? 0,
        failingClients: c?.conFallos ?? 0,
      };
    }),
  };
}

/** Without `since`: the last hour. */
const DEFAULT_WINDOW_MS = 3_600_000;
const ANALYSIS_PATH = /^\/rum\/remotes\/([^/]+)$/;

const json = (res: ServerResponse, status: number, body: unknown) =>
  res
    .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify(body));

/**
 * GET /rum/remotes/:remote?since=<ISO timestamp> on the metrics server (never the public port).
 * Answers true when the request was this endpoint's, whatever the outcome.
 */
export function answerRumAnalysis(app: FastifyInstance, req: IncomingMessage, res: ServerResponse): boolean {
  const url = new URL(req.url ?? '/', 'http://metrics.invalid');
  const match = ANALYSIS_PATH.exec(url.pathname);
  if (!match) return false;
  if (req.method !== 'GET') {
    res.writeHead(405, { allow: 'GET' }).end();
    return true;
  }
  const remote = match[1]!;
  if (!(REMOTE_NAMES as readonly string[]).includes(remote)) {
    json(res, 404, { error: `unknown remote '${remote}', expected one of ${REMOTE_NAMES.join(', ')}` });
    return true;
  }
  const sinceParam = url.searchParams.get('since');
  const since =
    sinceParam === null ? new Date(app.clock.now().getTime() - DEFAULT_WINDOW_MS) : new Date(sinceParam);
  if (Number.isNaN(since.getTime())) {
    json(res, 400, { error: `since must be an ISO timestamp (2026-01-31T10:00:00Z), got '${sinceParam}'` });
    return true;
  }
  analyseRemote(app.db, remote, since).then(
    (analysis) => json(res, 200, analysis),
    (err: unknown) => {
      app.log.error({ err }, 'RUM analysis failed');
      json(res, 500, { error: 'the analysis could not be read from the database' });
    },
  );
  return true;
}
