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

function recorder(page: Page) {
  const finished: Request[] = [];
  page.on('requestfinished', (request) => finished.push(request));
  return async (): Promise<Weight> => {
    const weight: Weight = { requests: 0, wireBytes: 0, jsBytes: 0, jsFiles: 0, runtimeCopies: 0 };
    for (const request of finished) {
      const response = await request.response();
      if (!response) continue;
      const sizes = await request.sizes();
      weight.requests += 1;
      weight.wireBytes += sizes.responseBodySize + sizes.responseHeadersSize;
      const isJs = /javascript/.test(response.headers()['content-type'] ?? '');
      if (!isJs) continue;
      weight.jsBytes += sizes.responseBodySize;
      weight.jsFiles += 1;
      if ((await response.text()).includes(RUNTIME_MARKER)) weight.runtimeCopies += 1;
    }
    return weight;
  };
}

/**
 * A new user on a fresh phone browser: opens /login (`login`), then signs in and waits for /inicio
 * (`loginToInicio`, which includes the /login figures). No cache, no service worker yet.
 */
export async function weighColdVisits(
  browser: Browser,
  baseURL: string,
  nif = '12345678Z',
): Promise<{ login: Weight; loginToInicio: Weight }> {
  const open = async () => {
    const context = await browser.newContext({ ...PHONE, baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    return { context, page, weigh: recorder(page) };
  };

  const first = await open();
  await first.page.goto('/area-cliente/login', { waitUntil: 'networkidle' });
  await first.page.getByRole('button', { name: 'Entrar' }).waitFor();
  const login = await first.weigh();
  await first.context.close();

  const second = await open();
  await second.page.goto('/area-cliente/login', { waitUntil: 'networkidle' });
  await second.page.getByLabel(/NIF/i).fill(nif);
  await second.page
    .getByLabel(/Contraseña/i)
    .first()
    .fill(DEMO_PASSWORD);
  await second.page.getByRole('button', { name: 'Entrar' }).click();
  await second.page.waitForURL(/\/area-cliente\/inicio$/);
  await second.page.waitForLoadState('networkidle');
  const loginToInicio = await second.weigh();
  await second.context.close();
  return { login, loginToInicio };
}
