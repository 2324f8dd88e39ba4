import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** pnpm bench only: measurements against an already running product (E2E_BASE_URL), never in pnpm test. */
export default defineConfig({
  ...base,
  testDir: './bench',
  webServer: undefined,
  retries: 0,
  reporter: [['line']],
});
