// The journeys' JSON report (e2e/playwright.config.ts) and how many retries a run used: a journey
// that passed only on its second try is a flake, and CI should say so even when it is green.

/** Where the journeys' reporter writes, from the repository root. */
export const PLAYWRIGHT_RESULTS = 'e2e/test-results/results.json';

/**
 * Every attempt of every journey in a suite of the report, nested suites included.
 * @param {any} suite
 * @returns {Generator<{ retry: number }>}
 */
function* attempts(suite) {
  for (const spec of suite.specs ?? []) for (const test of spec.tests) yield* test.results;
  for (const child of suite.suites ?? []) yield* attempts(child);
}

/**
 * Retries used in a Playwright JSON report: every attempt after a journey's first.
 * @param {{ suites?: any[] }} report
 */
export const retriesUsed = (report) =>
  (report.suites ?? []).flatMap((suite) => [...attempts(suite)]).filter((a) => a.retry > 0).length;
