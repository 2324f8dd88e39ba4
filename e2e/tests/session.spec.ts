import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectAccessible, login, storedToken, TOKEN_KEY } from '../support/fixtures';

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

test('logout returns to login with the token back to no-token', async ({ page }) => {
  await login(page, '12345678Z');
  await expect(page).toHaveURL(/\/inicio$/);
  await sideMenu(page).getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/area-cliente\/login$/);
  expect(await storedToken(page)).toBe('no-token');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expectAccessible(page);
});

test('an expired session returns to login, which says why', async ({ page }) => {
  await login(page, '12345678Z');
  await expect(page).toHaveURL(/\/inicio$/);
  // The server no longer knows this token: the next call answers codigo 1200.
  await page.evaluate((key) => sessionStorage.setItem(key, 'caducado-0000000000000000000000'), TOKEN_KEY);
  await page.reload();
  await expect(page).toHaveURL(/\/area-cliente\/login$/, { timeout: 10_000 });
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
