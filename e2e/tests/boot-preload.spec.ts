import { expect } from '@playwright/test';
import { test } from '../support/test';

// The shell's own scripts under /area-cliente/: its entry and its chunks (not a remote's folder).
const SHELL_CHUNK = /^\/area-cliente\/(?:main|\d+)\.[0-9a-f]+\.js$/;

test('index.html preloads exactly the shell scripts the boot loads, each fetched once', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (SHELL_CHUNK.test(pathname)) fetched.push(pathname);
  });
  await page.goto('/area-cliente/login', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();

  const preloaded = await page.$$eval('link[rel="preload"][as="script"]', (links) =>
    links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
  );
  const shellPreloads = preloaded.filter((path) => SHELL_CHUNK.test(path)).sort();
  // No waterfall (every boot chunk was asked for with the page) and nothing preloaded in vain.
  expect(shellPreloads.length).toBeGreaterThan(0);
  expect([...new Set(fetched)].sort()).toEqual(shellPreloads);
  // A preload the loader did not match (another crossorigin mode, say) would download twice.
  expect(fetched.length).toBe(new Set(fetched).size);
  await context.close();
});

test('the app starts only once the skeleton in the HTML is painted', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  // When the shell's entry script joins the document, against the first contentful paint.
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      const added = records.flatMap((record) => [...record.addedNodes]);
      if (added.some((node) => node instanceof HTMLScriptElement && /\/main\.\w+\.js$/.test(node.src))) {
        (window as { entryAddedAt?: number }).entryAddedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/area-cliente/login');
  await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();

  const { entryAddedAt, firstPaint } = await page.evaluate(() => ({
    entryAddedAt: (window as { entryAddedAt?: number }).entryAddedAt,
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
  expect(firstPaint).toBeDefined();
  expect(entryAddedAt).toBeGreaterThanOrEqual(firstPaint!);
  await context.close();
});

test("the federation runtime starts in a task after main.js's own evaluation", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  // A script's load event fires in the task that ran it: whether the runtime's global exists then.
  await page.addInitScript(() => {
    document.addEventListener(
      'load',
      (event) => {
        if (event.target instanceof HTMLScriptElement && /\/main\.\w+\.js$/.test(event.target.src)) {
          (window as { runtimeAtLoad?: boolean }).runtimeAtLoad = '__FEDERATION__' in window;
        }
      },
      true,
    );
  });
  await page.goto('/area-cliente/login');
  await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
  // Its start-up would otherwise lengthen the file's own task (tools/page/start-in-next-task.js).
  expect(await page.evaluate(() => (window as { runtimeAtLoad?: boolean }).runtimeAtLoad)).toBe(false);
  expect(await page.evaluate(() => '__FEDERATION__' in window)).toBe(true);
  await context.close();
});

const HINT = '//# allFunctionsCalledOnLoad';

test("the shell's main.js and a remote's remoteEntry.js open with V8's compile hint", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  const firstLines: Promise<[string, string]>[] = [];
  page.on('response', (response) => {
    const name = new URL(response.url()).pathname.split('/').pop() ?? '';
    const kind = /^(?:main\.[0-9a-f]+\.(js|css)|remoteEntry\.js)$/.exec(name);
    if (kind)
      firstLines.push(response.text().then((text) => [kind[1] ?? 'remoteEntry', text.split('\n')[0]!]));
  });
  await page.goto('/area-cliente/login', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
  // Compiled while they download, off the main thread (tools/webpack/index.js, compileHint).
  const lines = Object.fromEntries(await Promise.all(firstLines));
  expect(lines).toMatchObject({ js: HINT, remoteEntry: HINT });
  // Not on the stylesheet beside main.js: in CSS the line is no comment and takes the first rule with it.
  expect(lines.css).toBeDefined();
  expect(lines.css).not.toContain('allFunctionsCalledOnLoad');
  await context.close();
});
