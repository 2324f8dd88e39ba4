import { request, Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Db } from '../src/db';
import { drainAndClose } from '../src/lib/shutdown';
import { freshDb, testConfig } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

function get(port: number, agent: Agent): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/health/live', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('SIGTERM drain (drainAndClose)', () => {
  it('refuses new connections at once, answers on kept-alive ones, and closes when they are gone', async () => {
    const app = await buildApp(testConfig(), { db, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    // A proxy's kept-alive upstream connection, idle when the drain starts.
    const proxy = new Agent({ keepAlive: true, maxSockets: 1 });
    expect(await get(port, proxy)).toEqual({ status: 200, connection: 'keep-alive' });

    const started = Date.now();
    const closed = drainAndClose(app, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 50));

    // New connection: refused, which a proxy retries elsewhere even for a POST.
    const fresh = new Agent({ keepAlive: false });
    await expect(get(port, fresh)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // The kept-alive one still gets its answer, and is then closed.
    expect(await get(port, proxy)).toEqual({ status: 200, connection: 'close' });

    // No connection left: the app closes well before the drain period is over.
    await closed;
    expect(Date.now() - started).toBeLessThan(5_000);
    proxy.destroy();
  });
});
