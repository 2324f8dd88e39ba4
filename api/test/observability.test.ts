import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { startMetricsServer } from '../src/plugins/metrics';
import { TELEMETRY_MAX_PER_MINUTE } from '../src/routes/telemetria';
import { type ClientePrueba, sembrar } from './datos';
import { API, freshDb, login, testConfig, TestClock } from './helpers';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let db: Db;
let drop: () => Promise<void>;
let lines: string[];
let app: FastifyInstance;
let behindProxy: FastifyInstance;
let cliente: ClientePrueba;

beforeAll(async () => {
  ({ db, drop } = await freshDb());
  lines = [];
  const logger = { write: (line: string) => void lines.push(line) };
  app = await buildApp(testConfig({ logLevel: 'info' }), { db, logger });
  behindProxy = await buildApp(testConfig({ trustProxyHops: 1 }), { db, logger: false });
  await app.ready();
  cliente = await sembrar({ db, clock: new TestClock() }, (d) => d.cliente());
});
afterAll(async () => {
  await app.close();
  await behindProxy.close();
  await drop();
});

describe('request ids', () => {
  it('are UUIDs, echoed in the answer and on every log line of the request', async () => {
    const res = await app.inject({ method: 'GET', url: '/health/live' });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    const own = lines.map((l) => JSON.parse(l) as { reqId?: string }).filter((l) => l.reqId === id);
    expect(own.length).toBeGreaterThanOrEqual(2); // incoming request + request completed
  });

  it('ignore the header unless the proxy is trusted, and then only a sane value', async () => {
    const sent = { 'x-request-id': 'nginx-0123456789abcdef' };
    const direct = await app.inject({ method: 'GET', url: '/health/live', headers: sent });
    expect(direct.headers['x-request-id']).toMatch(UUID);
    const proxied = await behindProxy.inject({ method: 'GET', url: '/health/live', headers: sent });
    expect(proxied.headers['x-request-id']).toBe('nginx-0123456789abcdef');
    const forged = await behindProxy.inject({
      method: 'GET',
      url: '/health/live',
      headers: { 'x-request-id': 'x"\n{"level":60}' },
    });
    expect(forged.headers['x-request-id']).toMatch(UUID);
  });
});

describe('metrics', () => {
  it('serves Prometheus text on its own port only', async () => {
    const server = await startMetricsServer(app, 0);
    const { port, address } = server.address() as { port: number; address: string };
    expect(address).toBe('127.0.0.1');
    await app.inject({ method: 'GET', url: `${API}/polizas/123` });
    await login(app, cliente.nif, 'incorrecta');
    await app.inject({
      method: 'POST',
      url: `${API}/telemetria/remote-no-disponible`,
      payload: { remote: 'remote_claims' },
    });
    const bad = await app.inject({
      method: 'POST',
      url: `${API}/telemetria/remote-no-disponible`,
      payload: { remote: 'cualquier-cosa' },
    });
    expect(bad.statusCode).toBe(400);

    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/produccion\/rest\/v1\/ac\/user\/auth",status_code="200"\} 1/,
    );
    expect(text).toContain('login_failures_total{reason="credentials"} 1');
    expect(text).toContain('remote_load_failures_total{remote="remote_claims"} 1');
    expect(text).not.toContain('cualquier-cosa');
    expect(text).toContain('process_cpu_seconds_total');
    // Not on the public port.
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    server.close();
  });

  it('counts at most TELEMETRY_MAX_PER_MINUTE remote failures per client IP and minute', async () => {
    const report = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: `${API}/telemetria/remote-no-disponible`,
        payload: { remote: 'remote_offers' },
        remoteAddress,
      });
    const answers = await Promise.all(Array.from({ length: 20 }, () => report('203.0.113.7')));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([
      ...Array<number>(TELEMETRY_MAX_PER_MINUTE).fill(200),
      ...Array<number>(20 - TELEMETRY_MAX_PER_MINUTE).fill(429),
    ]);
    expect(answers.find((a) => a.statusCode === 429)?.json()).toMatchObject({
      codigo: 1000,
      mensaje: 'Demasiadas peticiones. Inténtalo más tarde.',
    });
    // Another client (another browser's beacon) still counts.
    expect((await report('203.0.113.8')).statusCode).toBe(200);
    const text = await app.metrics.registry.metrics();
    expect(text).toContain(
      `remote_load_failures_total{remote="remote_offers"} ${TELEMETRY_MAX_PER_MINUTE + 1}`,
    );
  });
});
