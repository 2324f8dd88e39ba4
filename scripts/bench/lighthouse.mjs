// Lighthouse 12 mobile (its defaults: Moto G Power screen, simulated slow 4G and 4× CPU) on Debian's
// chromium (CHROME_PATH, default /usr/bin/chromium). Bench only: scores move ±5 on a busy machine, so
// each page runs three times and the median is kept.
import { createRequire } from 'node:module';
import lighthouse, { defaultConfig } from 'lighthouse';

/**
 * @typedef {NonNullable<Parameters<typeof lighthouse>[3]>} Page puppeteer-core's, as Lighthouse takes it
 * @typedef {ReturnType<Page['browser']>} Browser
 * @typedef {{ nif: string, password: string }} Login
 */

// Lighthouse drives the page through its own puppeteer-core; taking that one keeps the versions in step.
/** @type {{ launch(options: { executablePath: string, args: string[] }): Promise<Browser> }} */
const puppeteer = createRequire(createRequire(import.meta.url).resolve('lighthouse'))('puppeteer-core');

const RUNS = 3;
/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * Signs in through the real /login form, as a customer does; the token lives in this tab.
 * @param {Page} page
 * @param {string} origin
 * @param {string} nif
 * @param {string} password
 */
async function logIn(page, origin, nif, password) {
  await page.goto(`${origin}/area-cliente/login`, { waitUntil: 'networkidle0' });
  await page.locator('input[name="username"]').fill(nif);
  await page.locator('input[name="password"]').fill(password);
  await Promise.all([
    page.waitForFunction(() => location.pathname.endsWith('/inicio')),
    page.locator('button[type="submit"]').click(),
  ]);
}

/**
 * The CPU slowdown that makes this machine a mid-range phone, from its benchmarkIndex: Lighthouse's
 * docs/throttling.md ("CPU throttling") point to this calculator (patrickhulce/lighthouse-cpu-throttling-
 * calculator): 1533 → 4×, 1300 → 3×, 800 → 2×, 150 → 1×, linear in between.
 * @param {number} benchmarkIndex
 */
export function calibratedSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * @param {Browser} browser
 * @param {string} url
 * @param {Login | undefined} login
 * @param {number | undefined} cpuSlowdownMultiplier
 */
async function runOnce(browser, url, login, cpuSlowdownMultiplier) {
  const page = await browser.newPage();
  try {
    if (login) {
      await logIn(page, new URL(url).origin, login.nif, login.password);
      // Cold HTTP cache, but the session (sessionStorage of this tab) kept: Lighthouse's own storage
      // reset would log the customer out.
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
    }
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: !!login,
        // Lighthouse's default mobile throttling, with only the CPU factor replaced when one is given.
        ...(cpuSlowdownMultiplier && {
          throttling: { ...defaultConfig.settings?.throttling, cpuSlowdownMultiplier },
        }),
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    /** @param {string} id */
    const value = (id) => audits[id]?.numericValue ?? NaN;
    return {
      performance: Math.round((categories.performance?.score ?? NaN) * 100),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      // Lighthouse's own CPU score of this machine (docs/throttling.md): its 4× slowdown assumes ~1000+.
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    await page.close();
  }
}

/**
 * Median of three Lighthouse runs of `url`, logged in first when `login` ({ nif, password }) is given,
 * with Lighthouse's default 4× CPU slowdown unless `cpuSlowdownMultiplier` says otherwise.
 * @param {string} url
 * @param {Login} [login]
 * @param {number} [cpuSlowdownMultiplier]
 */
export async function lighthouseMedian(url, login, cpuSlowdownMultiplier) {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await runOnce(browser, url, login, cpuSlowdownMultiplier));
    return {
      performance: median(runs.map((r) => r.performance)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      cls: median(runs.map((r) => r.cls)),
      benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
      runs,
    };
  } finally {
    await browser.close();
  }
}

/**
 * Throws unless `url` shows the login form within 30 s.
 * @param {Browser} browser
 * @param {string} url
 */
async function showsLoginForm(browser, url) {
  const page = await browser.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle0' });
    await page.waitForSelector('input[name="username"]', { timeout: 30_000 });
  } catch (error) {
    throw new Error(`${url} does not show the login form, so its TBT would compare nothing`, {
      cause: error,
    });
  } finally {
    await page.close();
  }
}

/**
 * `/login` TBT of two builds side by side: `pairs` rounds, each running both builds one after the
 * other, the first of the pair alternating, so a busy spell of the machine weighs on both alike.
 * Answers each build's TBT per round, and the median of the per-round ratios (first ÷ second).
 * @param {[string, string]} urls
 * @param {number} pairs
 */
export async function interleavedTbt([a, b], pairs) {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    // A build whose /login draws an error section blocks less: compare only pages that show the form.
    for (const url of [a, b]) await showsLoginForm(browser, url);
    // A browser's first Lighthouse run pays for Lighthouse's own start-up: it read 405–553 ms where the
    // rounds after it read under 100, and it was always the first build's. One run of each, not kept.
    for (const url of [a, b]) await runOnce(browser, url, undefined, undefined);
    /** @type {{ a: number, b: number }[]} */
    const rounds = [];
    for (let i = 0; i < pairs; i++) {
      const order = i % 2 === 0 ? [a, b] : [b, a];
      /** @type {Record<string, number>} */
      const tbt = {};
      for (const url of order) tbt[url] = (await runOnce(browser, url, undefined, undefined)).tbtMs;
      rounds.push({ a: tbt[a] ?? NaN, b: tbt[b] ?? NaN });
    }
    return {
      rounds,
      medianA: median(rounds.map((r) => r.a)),
      medianB: median(rounds.map((r) => r.b)),
      // A round where the second build blocked for 0 ms has no ratio; its pair still counts in the medians.
      ratio: median(rounds.filter((r) => r.b > 0).map((r) => r.a / r.b)),
    };
  } finally {
    await browser.close();
  }
}
