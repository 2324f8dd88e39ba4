import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { external, productOf, workers } from './support/env';

/**
 * Browser lookup order (TOOLCHAIN.md): an env var, Debian's chromium, then Playwright's own. Not the
 * lighter headless shell: it has no PDF viewer, so a document opened in a new tab downloads instead.
 */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'];
  return candidates.find((p): p is string => !!p && existsSync(p));
}

// One product per worker, each on a fresh embedded database and deploy folder of its own, so each
// worker's journeys see the seed and only their own changes (support/env.ts). Only the runner starts
// products; its workers load this file too.
const runner = process.env.TEST_WORKER_INDEX === undefined;

/** A product and the real SMTP server on this machine that receives its e-mail. */
function productServers(slot: number) {
  const { port, metricsPort, smtpPort, smtpDir, baseURL, deployDir } = productOf(slot);
  if (runner) rmSync(deployDir, { recursive: true, force: true });
  return [
    {
      command: `node --import tsx api/test/smtp-sink.ts ${smtpPort} ${smtpDir}`,
      cwd: resolve(import.meta.dirname, '..'),
      port: smtpPort,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
    },
    {
      command: 'node --import tsx scripts/start.mjs',
      cwd: resolve(import.meta.dirname, '..'),
      url: `${baseURL}/area-cliente/`,
      timeout: 15 * 60_000,
      reuseExistingServer: false,
      stdout: 'pipe' as const,
      env: {
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        DATA_DIR: runner ? mkdtempSync(join(tmpdir(), 'area-cliente-e2e-data-')) : '',
        DEPLOY_DIR: deployDir,
        DEMO: 'true',
        LOG_LEVEL: 'warn',
        // Every journey's page reports from 127.0.0.1: the allowance of a whole office, not of one
        // browser, so no journey waits out another's minute (api/test/rum.test.ts tests the limit).
        RUM_MAX_PER_MINUTE: '10000',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SMTP_FROM: 'Área Cliente <avisos@example.com>',
      },
    },
  ];
}

export default defineConfig({
  testDir: './tests',
  // A file's journeys run in order in one worker; files are spread over the workers.
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report is how `pnpm test` counts the retries a run used (scripts/test-all.mjs).
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  outputDir: './test-results',
  use: {
    baseURL: productOf(0).baseURL,
    // A trace only of a retried journey: recording one for every journey (to keep it on failure) took
    // about 45% of the journeys' own CPU time on this 2-core machine (DOM snapshots and screencast).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: external ? undefined : Array.from({ length: workers }, (_, slot) => productServers(slot)).flat(),
});
