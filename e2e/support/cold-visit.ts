import type { Browser, Page, Request } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures';

/** What one cold visit downloaded: every request, the bytes on the wire, and the JS among them. */
export type Weight = {
  requests: number;
  /** Encoded (compressed) bodies plus response headers. */
  wireBytes: number;
  /** Encoded bodies of JavaScript responses. */
  jsBytes: number;
  jsFiles: number;
  /** JS files carrying a Module Federation runtime core (its logger prefix). */
  runtimeCopies: number;
};

/** The phone the issue measured with (Chromium at 412×823). */
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };

// Printed by the runtime core's logger: present once in every bundle that carries its own runtime.
const RUNTIME_MARKER = 'Federation Runtime ]';

// The shell marks when it first downloads code for the screens a page links to (after the page has
// shown, when the browser is idle): scripts and styles asked for after it were read ahead.
const PREFETCH_MARK = 'area-cliente:prefetch';

/** Scripts and styles the page asked for after the prefetch mark. */
const readAhead = (page: Page) =>
  page.evaluate((mark) => {
    const since = performance.getEntriesByName(mark)[0]?.startTime;
    if (since === undefined) return [];
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime >= since && /\.(js|css)(\?|$)/.test(new URL(e.name).pathname))
      .map((e) => e.name);
  }, PREFETCH_MARK);

/** Time on the home before weighing what was read ahead for its links. */
const READING_MS = 5_000;

const emptyWeight = (): Weight => ({ requests: 0, wireBytes: 0, jsBytes: 0, jsFiles: 0, runtimeCopies: 0 });

/** Adds one finished request to a weight. */
async function add(weight: Weight, request: Request): Promise<void> {
  const response = await request.response();
  if (!response) return;
  const sizes = await request.sizes();
  weight.requests += 1;
  weight.wireBytes += sizes.responseBodySize + sizes.responseHeadersSize;
  if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
  weight.jsBytes += sizes.responseBodySize;
  weight.jsFiles += 1;
  if ((await response.text()).includes(RUNTIME_MARKER)) weight.runtimeCopies += 1;
}

function recorder(page: Page) {
  const finished: Request[] = [];
  page.on('requestfinished', (request) => finished.push(request));
  return {
    /** What the page downloaded so far, less what it read ahead for other screens. */
    weigh: async (): Promise<Weight> => {
      // Finished before the page is asked what it read ahead: none read ahead is missed.
      const requests = [...finished];
      const ahead = new Set(await readAhead(page));
      const needed = emptyWeight();
      for (const request of requests) if (!ahead.has(request.url())) await add(needed, request);
      return needed;
    },
    /** What the page has read ahead for other screens so far. */
    readAhead: async (): Promise<Weight> => {
      const ahead = new Set(await readAhead(page));
      const prefetched = emptyWeight();
      for (const request of [...finished]) if (ahead.has(request.url())) await add(prefetched, request);
      return prefetched;
    },
  };
}

/**
 * A new user on a fresh phone browser: opens /login (`login`), then signs in and waits for /inicio
 * (`loginToInicio`, which includes the /login figures). No cache, no service worker yet. What the
 * shell reads ahead for the next screens once /inicio has shown is weighed apart (`prefetched`).
 */
export async function weighColdVisits(
  browser: Browser,
  baseURL: string,
  nif = '12345678Z',
): Promise<{ login: Weight; loginToInicio: Weight & { prefetched: Weight } }> {
  const open = async () => {
    const context = await browser.newContext({ ...PHONE, baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    return { context, page, ...recorder(page) };
  };

  const first = await open();
  await first.page.goto('/area-cliente/login', { waitUntil: 'networkidle' });
  await first.page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
  const login = await first.weigh();
  await first.context.close();

  const second = await open();
  await second.page.goto('/area-cliente/login', { waitUntil: 'networkidle' });
  await second.page.getByLabel(/NIF/i).fill(nif);
  await second.page
    .getByLabel(/Contraseña/i)
    .first()
    .fill(DEMO_PASSWORD);
  await second.page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await second.page.waitForURL(/\/area-cliente\/inicio$/);
  // A change of address in the page keeps the login's 'networkidle': wait for the home itself, its
  // heading shown and nothing on it loading, then for its last downloads.
  await second.page.waitForFunction(
    () =>
      document.querySelector('main h1') &&
      !document.querySelector('main [aria-busy="true"], main .ac-spinner-wrap'),
  );
  await second.page.waitForLoadState('networkidle');
  const needed = await second.weigh();
  // The customer reads the home: the shell reads ahead the screens it links to.
  await second.page.waitForTimeout(READING_MS);
  const loginToInicio = { ...needed, prefetched: await second.readAhead() };
  await second.context.close();
  return { login, loginToInicio };
}
