import type { Locator, Page } from '@playwright/test';
import { test } from './test';

// On CI no one opens them, and a full-page capture of a long phone page costs a worker up to a
// second; a failed journey still gets Playwright's own screenshot and, on its retry, a trace.
const wanted = !process.env.CI || process.env.E2E_SHOTS === '1';

/**
 * A screenshot for a person to judge the screen by (`test-results/<journey>/<name>.png`): the whole
 * page, or one element. Not taken on CI unless E2E_SHOTS=1.
 */
export async function shot(target: Page | Locator, name: string, { fullPage = true } = {}): Promise<void> {
  if (!wanted) return;
  const path = test.info().outputPath(`${name}.png`);
  await ('mainFrame' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}
