import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from '@playwright/test';

/**
 * Where the journeys run: an already running product (E2E_BASE_URL, one worker) or the products
 * Playwright starts, one per worker (E2E_WORKERS, default 2), each with its own embedded database,
 * deploy folder and SMTP server. A worker's journeys change only its own product's data, so workers
 * never see each other's sessions, draws entered or blocked accounts.
 */
export const external = process.env.E2E_BASE_URL;
export const workers = external ? 1 : Number(process.env.E2E_WORKERS ?? 2);
const firstPort = Number(process.env.E2E_PORT ?? 8090);

export interface Product {
  port: number;
  baseURL: string;
  /** Its metrics server (METRICS_PORT): /metrics and the RUM analysis. */
  metricsPort: number;
  /**
   * Its local SMTP server (api/test/smtp-sink.ts) and the folder where that writes each message it
   * receives (read by support/correo.ts).
   */
  smtpPort: number;
  smtpDir: string;
  /** The folder it serves at /area-cliente/ (DEPLOY_DIR), where campaigns and remotes are deployed. */
  deployDir: string;
}

/** The product of worker slot `slot` (Playwright's parallelIndex). */
export function productOf(slot: number): Product {
  const port = firstPort + slot;
  return {
    port,
    baseURL: external ?? `http://localhost:${port}`,
    metricsPort: Number(process.env.E2E_METRICS_PORT ?? firstPort + 1000) + slot,
    smtpPort: Number(process.env.E2E_SMTP_PORT ?? firstPort + 2000) + slot,
    smtpDir: join(tmpdir(), `area-cliente-e2e-smtp-${port}`),
    deployDir: external
      ? resolve(process.env.DEPLOY_DIR ?? join(import.meta.dirname, '..', '..', '.deploy'))
      : join(tmpdir(), `area-cliente-e2e-deploy-${port}`),
  };
}

/** The product of the worker running the current test or hook. */
export const currentProduct = (): Product => productOf(test.info().parallelIndex);
