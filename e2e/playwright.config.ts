import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { baseURL, metricsPort, port, smtpDir, smtpPort } from './support/env';

/** Browser lookup order (TOOLCHAIN.md): an env var, Debian's chromium, then Playwright's own. */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'];
  return candidates.find((p): p is string => !!p && existsSync(p));
}

// Each run starts the all-in-one product on a fresh embedded database, so journeys see the seed.
const dataDir = mkdtempSync(join(tmpdir(), 'area-cliente-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
  // The product, and a real SMTP server on this machine that receives its e-mail (issue #32).
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          command: `node --import tsx api/test/smtp-sink.ts ${smtpPort} ${smtpDir}`,
          cwd: resolve(import.meta.dirname, '..'),
          port: smtpPort,
          timeout: 60_000,
          reuseExistingServer: false,
          stdout: 'ignore',
        },
        {
          command: 'node --import tsx scripts/start.mjs',
          cwd: resolve(import.meta.dirname, '..'),
          url: `${baseURL}/area-cliente/`,
          timeout: 15 * 60_000,
          reuseExistingServer: false,
          stdout: 'pipe',
          env: {
            PORT: String(port),
            METRICS_PORT: String(metricsPort),
            DATA_DIR: dataDir,
            DEMO: 'true',
            LOG_LEVEL: 'warn',
            // Every journey's page reports from 127.0.0.1: the allowance of a whole office, not of one
            // browser, so no journey waits out another's minute (api/test/rum.test.ts tests the limit).
            RUM_MAX_PER_MINUTE: '10000',
            SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
            SMTP_FROM: 'Área Cliente <avisos@example.com>',
          },
        },
      ],
});
