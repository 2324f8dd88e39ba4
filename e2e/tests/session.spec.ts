import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectAccessible, login, storedToken, TOKEN_KEY } from '../support/fixtures';
import { shot } from '../support/shot';

type Portfolio = {
  lstAllRecibosPtes: { idRecibo: number; titulo: string }[];
  [list: string]: unknown;
};

/** The seeded portfolio as the API gives it to this session, to check the side menu against. */
async function portfolioOf(page: Page): Promise<Portfolio> {
  const token = await storedToken(page);
  const res = await page.request.get('/produccion/rest/v1/ac/portfolio', {
    headers: { 'Auth-token': token ?? '' },
  });
  const body = (await res.json()) as { codigo: number; data: Portfolio };
  expect(body.codigo).toBe(0);
  return body.data;
}

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menú lateral' });

test('a direct client logs in and lands on inicio with receipts, open claims and policies in the side menu', async ({
  page,
}) => {
  await login(page, '12345678Z');
  await expect(page).toHaveURL(/\/area-cliente\/inicio$/);
  const menu = sideMenu(page);
  await expect(menu.getByText('Recibos impagados:')).toBeVisible();
  await expect(menu.getByText('Siniestros abiertos:')).toBeVisible();
  await expect(menu.getByText('Pólizas:')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Mis datos' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();

  const portfolio = await portfolioOf(page);
  expect(portfolio.lstAllRecibosPtes.length).toBeGreaterThan(0);
  for (const recibo of portfolio.lstAllRecibosPtes) {
    await expect(menu.locator(`a[href$="/recibo/${recibo.idRecibo}"]`)).toHaveCount(1);
  }
  const policyLists = Object.keys(portfolio).filter(
    (k) => k.startsWith('lstPolizas') && !k.endsWith('ForCupones'),
  );
  const policies = policyLists.flatMap((k) => portfolio[k] as { idPoliza: number; numPoliza: string }[]);
  expect(policies.length).toBeGreaterThanOrEqual(9);
  await expect(menu.locator('a[href*="/poliza"]')).toHaveCount(policies.length);
  const claimLists = Object.keys(portfolio).filter((k) => k.startsWith('lstSiniestros'));
  const openClaims = claimLists
    .flatMap((k) => portfolio[k] as { numSiniestro: string; estado: string }[])
    .filter((c) => c.estado.toUpperCase() === 'ABIERTO');
  expect(openClaims.length).toBeGreaterThan(0);
  for (const claim of openClaims) {
    await expect(menu.locator(`a[href$="/${claim.numSiniestro}"]`)).toHaveCount(1);
  }
  await expectAccessible(page);
});

test('a wrong password shows the server message and stays on login', async ({ page }) => {
  await login(page, '12345678Z', 'NoEsLaClave1');
  await expect(page).toHaveURL(/\/area-cliente\/login$/);
  await expect(page.getByRole('alert')).toContainText('El NIF/CIF/NIE o la contraseña no son correctos');
  await expectAccessible(page);
});

test("logout returns to login, which says 'Has cerrado sesión.', with the token back to no-token", async ({
  page,
}) => {
  await login(page, '12345678Z');
  await expect(page).toHaveURL(/\/inicio$/);
  await sideMenu(page).getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/area-cliente\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Has cerrado sesión.' })).toBeVisible();
  expect(await storedToken(page)).toBe('no-token');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await expectAccessible(page);
});

test("an expired session shows 'Sesion caducada' for 3 s, then returns to login, which says why", async ({
  page,
}) => {
  await login(page, '12345678Z');
  await expect(page).toHaveURL(/\/inicio$/);
  // The server no longer knows this token: the next call answers codigo 1200.
  await page.evaluate((key) => sessionStorage.setItem(key, 'caducado-0000000000000000000000'), TOKEN_KEY);
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Sesion caducada' })).toBeVisible();
  const shown = Date.now();
  await expect(page).toHaveURL(/\/area-cliente\/login$/, { timeout: 10_000 });
  // SPEC §8: the alert stays 3 seconds before the session closes.
  expect(Date.now() - shown).toBeGreaterThan(2_000);
  await expect(page.getByRole('alert')).toHaveText('Tu sesión ha caducado. Vuelve a entrar.');
  expect(await storedToken(page)).toBe('no-token');
  await expectAccessible(page);
});

test('a client whose consent is pending lands on gdprTacito, and typing /inicio brings them back', async ({
  page,
}) => {
  await login(page, 'X2482300W');
  await expect(page).toHaveURL(/\/area-cliente\/gdprTacito$/);
  await expectAccessible(page);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('button', { name: 'No, gracias' })).toBeInViewport();
    await shot(page, `consentimiento-${width}`, { fullPage: false });
  }
  // Nothing is answered here, so the journey can run again on the same data.
  for (const path of ['/area-cliente/inicio', '/area-cliente/cliente']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/area-cliente\/gdprTacito$/);
    await expect(page.getByRole('button', { name: 'Si, Acepto' })).toBeVisible();
  }
});

test('unknown paths and a missing token go to login', async ({ page }) => {
  await page.goto('/area-cliente/polizaAutos/1');
  await expect(page).toHaveURL(/\/area-cliente\/login$/);
  await page.goto('/area-cliente/no-existe');
  await expect(page).toHaveURL(/\/area-cliente\/login$/);
});

const API = '/produccion/rest/v1/ac';

/** Ends the page's session on the server, as 'Cerrar sesión' in another tab of it (or a password change) would. */
async function closeSessionElsewhere(page: Page): Promise<void> {
  const headers = { 'Auth-token': (await storedToken(page)) ?? '' };
  const cliente = (await (await page.request.get(`${API}/cliente`, { headers })).json()) as {
    data: { idCliente: number; numDoc: string };
  };
  const res = await page.request.post(`${API}/user/insertAudit`, {
    headers,
    data: {
      idCliente: cliente.data.idCliente,
      nif: cliente.data.numDoc,
      nameEvento: 'USUARIO_LOGOUT',
      info: '',
    },
  });
  expect(((await res.json()) as { codigo: number }).codigo).toBe(0);
}

/**
 * The API's idle limit is 15 minutes: its answer to "how long is left" is cut to `seconds` so the last
 * minute comes now. Everything else (keep-alive, the expired answer) is the real API's.
 */
async function sessionEndsIn(page: Page, seconds: number): Promise<void> {
  await page.route(`**${API}/user/sesion`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { codigo: number; data: { caducaEnSegundos: number } | null };
    if (route.request().method() === 'GET' && body.data) body.data.caducaEnSegundos = seconds;
    await route.fulfill({ response, json: body });
  });
}

/** Screenshots at a phone's and a desktop's width, for a person to judge. */
async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width < 1024 ? 844 : 900 });
    await shot(page, `${name}-${width}`, { fullPage: false });
  }
}

/**
 * From now on only the session checks reach the API: other calls (a prefetch after idle, a screen's
 * data) wait forever, so none of them can be what notices the closed session.
 */
async function holdAllButSessionChecks(page: Page): Promise<void> {
  await page.route(`**${API}/**`, async (route) => {
    if (route.request().url().endsWith('/user/sesion')) await route.fallback();
  });
}

/** The private frame's first look at the session, answered. */
const firstSessionCheck = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/user/sesion') && r.request().method() === 'GET');

const warning = (page: Page) => page.getByRole('dialog', { name: '¿Sigues ahí?' });

test("a minute before the idle end a warning counts down; 'Seguir conectado' keeps the session alive", async ({
  page,
}) => {
  await sessionEndsIn(page, 59);
  await login(page, '12345678Z');
  await expect(page).toHaveURL(/\/inicio$/);
  const dialog = warning(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('timer')).toHaveText(/^0:5\d$/);
  await expect(dialog.getByRole('button', { name: 'Seguir conectado' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'aviso-inactividad');

  const keptAlive = page.waitForResponse(
    (r) => r.url().endsWith('/user/sesion') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Seguir conectado' }).click();
  const answer = (await (await keptAlive).json()) as { codigo: number; data: { caducaEnSegundos: number } };
  // Another idle period, less the up-to-a-minute the API may not have recorded yet.
  expect(answer.codigo).toBe(0);
  expect(answer.data.caducaEnSegundos).toBeGreaterThan(14 * 60);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/inicio$/);
});

test("at the end of the countdown the session closes: 'Sesion caducada', then login", async ({ page }) => {
  await sessionEndsIn(page, 3);
  await login(page, '12345678Z');
  await expect(warning(page)).toBeVisible();
  // Nobody answers; meanwhile the session also ended on the server, so the last check finds it over.
  await closeSessionElsewhere(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Sesion caducada' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(warning(page)).toBeHidden();
  await expect(page).toHaveURL(/\/area-cliente\/login$/);
  await expect(page.getByRole('alert')).toHaveText('Tu sesión ha caducado. Vuelve a entrar.');
});

/** The page's clock, on which the shell counts its 15 s between checks (Node's may be apart from it). */
const pageNow = (page: Page) => page.evaluate(() => Date.now());

test('a session closed elsewhere is noticed on the next screen change, not left browsable', async ({
  page,
}) => {
  await page.clock.install();
  const watching = firstSessionCheck(page);
  await login(page, '12345678Z');
  await expect(page).toHaveURL(/\/inicio$/);
  // Closed after the screen's first check, so a later one is what finds out; the menu is there and
  // every other call held first, so no late call of the home finds out before the screen change.
  await watching;
  await expect(sideMenu(page).getByRole('link', { name: 'Mis datos' })).toBeVisible();
  await holdAllButSessionChecks(page);
  await closeSessionElsewhere(page);
  // Checks are at most every 15 s. The clock stays paused from here, so the 3 s the notice shows
  // run only when the test says (a loaded machine once let them pass before the notice was read).
  await page.clock.pauseAt((await pageNow(page)) + 16_000);
  await sideMenu(page).getByRole('link', { name: 'Mis datos' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sesion caducada' })).toBeVisible();
  await screenshots(page, 'sesion-caducada');
  await page.clock.fastForward(3_000);
  await expect(page).toHaveURL(/\/area-cliente\/login$/);
  await expect(page.getByRole('alert')).toHaveText('Tu sesión ha caducado. Vuelve a entrar.');
});

test('a phone change left unfinished when the session expired is offered back after logging in again', async ({
  page,
}) => {
  await page.clock.install();
  await login(page, '12345678Z');
  await expect(page).toHaveURL(/\/inicio$/);
  const watching = firstSessionCheck(page);
  await page.goto('/area-cliente/cliente');
  await watching;
  await page.getByRole('button', { name: 'Cambiar teléfono' }).click();
  const popup = page.getByRole('dialog', { name: 'Cambiar teléfono' });
  await popup.getByLabel('Nuevo teléfono').fill('612345678');

  // The session ends elsewhere; coming back to the tab finds out (other calls held first: none of
  // them finds out before).
  await holdAllButSessionChecks(page);
  await closeSessionElsewhere(page);
  await page.clock.pauseAt((await pageNow(page)) + 16_000);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByRole('alert').filter({ hasText: 'Sesion caducada' })).toBeVisible();
  await page.clock.fastForward(3_000);
  await expect(page).toHaveURL(/\/area-cliente\/login$/);
  const kept = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(kept).toContain('612345678');

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.clock.resume();
  await login(page, '12345678Z');
  await expect(page).toHaveURL(/\/area-cliente\/cliente$/);
  const offer = page.getByRole('status').filter({ hasText: 'sin terminar' });
  await expect(offer).toHaveText(
    /Tenías un cambio de teléfono sin terminar: «612345678»\. ¿Quieres continuarlo\?/,
  );
  await expectAccessible(page);
  await screenshots(page, 'cambio-sin-terminar');
  await offer.getByRole('button', { name: 'Continuar' }).click();
  await expect(popup.getByLabel('Nuevo teléfono')).toHaveValue('612345678');
  // The SMS code step starts over: a code is asked for the session that sends the change.
  await expect(popup.getByRole('button', { name: 'Enviar código' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  // Closed by the customer: nothing left to offer.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis datos' })).toBeVisible();
  await expect(page.getByText('sin terminar')).toHaveCount(0);
});

test("'Error de comunicación con servidor' shows for 5 seconds", async ({ page }) => {
  await login(page, '12345678Z');
  await expect(page).toHaveURL(/\/inicio$/);
  await page.route(`**${API}/cliente`, (route) => route.abort());
  await sideMenu(page).getByRole('link', { name: 'Mis datos' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Error de comunicación con servidor' });
  await expect(alert).toBeVisible();
  const shown = Date.now();
  await expect(alert).toBeHidden({ timeout: 10_000 });
  expect(Date.now() - shown).toBeGreaterThan(4_000);
});
