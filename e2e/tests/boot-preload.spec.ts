import { expect } from '@playwright/test';
import { test } from '../support/test';

// The shell's own scripts under /area-cliente/ (not a remote's folder, not the entry index.html names).
const SHELL_CHUNK = /^\/area-cliente\/\d+\.[0-9a-f]+\.js$/;

test('index.html preloads exactly the shell chunks the boot loads, each fetched once', async ({
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
  await page.getByRole('button', { name: 'Entrar' }).waitFor();

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
