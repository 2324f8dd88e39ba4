import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations of `tags` on the page as it stands. axe is injected once per document and
 * asked for violations only: the same engine and rules as @axe-core/playwright, which injected it
 * anew and built every result kind on each call (1.3–2.1 s a call here against 0.4–0.7 s). The
 * product's pages have no frames to descend into.
 */
export async function axeRun(page: Page, tags: readonly string[]): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (values) =>
      (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values }, resultTypes: ['violations'] },
      ),
    [...tags],
  );
  return results.violations;
}
