import { writeFileSync } from 'node:fs';
import { test } from '@playwright/test';
import { weighColdVisits } from '../support/cold-visit';

// pnpm bench: weighs the cold visits of the product at E2E_BASE_URL and writes them to BENCH_OUT.
test('weigh cold /login and /login → /inicio', async ({ browser, baseURL }) => {
  const weights = await weighColdVisits(browser, baseURL!);
  const out = process.env.BENCH_OUT;
  if (out) writeFileSync(out, JSON.stringify(weights, null, 2));
  else console.log(JSON.stringify(weights, null, 2));
});
