import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { axeRun } from './axe';
import { currentProduct } from './env';

export const DEMO_PASSWORD = 'Demo2024';
export const TOKEN_KEY = 'area-cliente.token';

/** Marks the first-use tip as seen, as the 'Entendido' button does, so it does not cover the page. */
export async function dismissFirstUseTip(page: Page): Promise<void> {
  await page
    .context()
    .addCookies([{ name: 'ac-instrucciones-v2', value: '1', url: `${currentProduct().baseURL}/` }]);
}

/** Logs in through the real /login screen (first-use tip already seen, unless `firstUseTip` says so). */
export async function login(
  page: Page,
  nif: string,
  password = DEMO_PASSWORD,
  { firstUseTip = false } = {},
): Promise<void> {
  if (!firstUseTip) await dismissFirstUseTip(page);
  await page.goto('/area-cliente/login');
  await page.getByLabel(/NIF/i).fill(nif);
  await page
    .getByLabel(/Contraseña/i, { exact: false })
    .first()
    .fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/**
 * A session of `nif` asked for as the /login screen asks for it (POST /user/auth), or undefined when
 * the API refuses it. `origin` is the product's; by default the request context's base URL.
 */
export async function sessionToken(
  request: APIRequestContext,
  nif: string,
  password = DEMO_PASSWORD,
  origin = '',
): Promise<string | undefined> {
  const res = await request.post(`${origin}/produccion/rest/v1/ac/user/auth`, {
    data: { username: nif, password },
  });
  return res.ok() ? ((await res.json()) as { data?: { token?: string } }).data?.token : undefined;
}

/**
 * Opens `path` already signed in as `nif`, for journeys that test what comes after the login, not the
 * login itself: the session is asked for as the /login screen asks for it (POST /user/auth, the
 * browser's cookies) and handed to this tab once, as a restored session, before its first page. It
 * skips loading /login and the home, about 2 s a journey on this machine.
 */
export async function signedIn(
  page: Page,
  nif: string,
  path = '/area-cliente/inicio',
  password = DEMO_PASSWORD,
): Promise<void> {
  await dismissFirstUseTip(page);
  const token = await sessionToken(page.request, nif, password);
  if (!token) throw new Error(`${nif} could not log in`);
  await page.addInitScript(
    ([key, value]) => {
      // Once per tab: a later logout must stay a logout.
      if (sessionStorage.getItem('e2e.sesion-entregada')) return;
      sessionStorage.setItem('e2e.sesion-entregada', '1');
      sessionStorage.setItem(key, value);
    },
    [TOKEN_KEY, token] as const,
  );
  await page.goto(path);
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);
}

/** Fails the journey on serious or critical WCAG A/AA violations of the page as it stands. */
export async function expectAccessible(page: Page): Promise<void> {
  const violations = await axeRun(page, ['wcag2a', 'wcag2aa']);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
