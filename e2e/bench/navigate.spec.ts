import { writeFileSync } from 'node:fs';
import { test } from '@playwright/test';
import { timeNavigations } from '../support/navigation-timing';

// pnpm bench: times the three navigations on the product at E2E_BASE_URL and writes them to
// BENCH_NAV_OUT. Timings, so never part of pnpm test.
test('time Entrar → /inicio, /inicio → policy and policy → claim', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const times = await timeNavigations(browser, baseURL!);
  const out = process.env.BENCH_NAV_OUT;
  if (out) writeFileSync(out, JSON.stringify(times, null, 2));
  else console.log(JSON.stringify(times, null, 2));
});
