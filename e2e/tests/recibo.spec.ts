import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectAccessible, signedIn, storedToken } from '../support/fixtures';

type ReciboPte = { idRecibo: number; importeNeto: number; estado: string };
type Portfolio = { lstAllRecibosPtes: ReciboPte[] };

async function portfolioOf(page: Page): Promise<Portfolio> {
  const res = await page.request.get('/produccion/rest/v1/ac/portfolio', {
    headers: { 'Auth-token': (await storedToken(page)) ?? '' },
  });
  return ((await res.json()) as { data: Portfolio }).data;
}

/** A seeded unpaid receipt of 12345678Z, found by its amount. */
async function reciboPendiente(page: Page, importe: number): Promise<number> {
  const recibo = (await portfolioOf(page)).lstAllRecibosPtes.find((r) => r.importeNeto === importe);
  expect(recibo, `unpaid receipt of ${importe}`).toBeDefined();
  return recibo!.idRecibo;
}

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menú lateral' });

test.beforeEach(async ({ page }) => {
  await signedIn(page, '12345678Z');
});

// Before the payment below, while the receipt is still unpaid.
test("on a phone an unpaid receipt's 'Pagar recibo' shows whole, within the screen", async ({ page }) => {
  const id = await reciboPendiente(page, 231.75);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/area-cliente/recibo/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hogar');
  const pagar = page.getByRole('button', { name: 'Pagar recibo' });
  await expect(pagar).toBeVisible();
  await pagar.scrollIntoViewIfNeeded();
  await expect(pagar).toBeInViewport({ ratio: 1 });
});

test('an overdue receipt is paid through the test gateway in a new tab and then shows as paid', async ({
  page,
}) => {
  // The home receipt returned by the bank: pending, payable and dated before today.
  const id = await reciboPendiente(page, 231.75);
  const menuEntry = sideMenu(page).locator(`a[href$="/recibo/${id}"]`);
  await menuEntry.click();
  await expect(page).toHaveURL(new RegExp(`/recibo/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hogar');
  await expect(page.getByText('Este recibo está vencido: su fecha de cobro ya ha pasado.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descargar recibo' })).toBeVisible();
  await expectAccessible(page);

  const [gateway] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Pagar recibo' }).click(),
  ]);
  await gateway.waitForURL(/\/pasarela-pruebas\/\?parametros=/);
  await expect(gateway.locator('#importe')).toHaveText('231.75 €');
  await expect(gateway.locator('#referencia')).toHaveText(/^[A-Z0-9]{12}$/);
  await expect(gateway.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await expect(page.getByText(/Hemos abierto la pasarela de pago/)).toBeVisible();

  await gateway.getByRole('button', { name: 'Pagar' }).click();
  await expect(gateway.getByRole('heading', { name: 'Pago realizado' })).toBeVisible();
  await gateway.close();

  // Back on the receipt's tab: it reloads on return, and so does the unpaid list of the side menu.
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByText('Recibo pagado. Gracias.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pagar recibo' })).toHaveCount(0);
  await expect(menuEntry).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hogar');
  await expect(page.getByText('Pagado').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pagar recibo' })).toHaveCount(0);
  await expect(sideMenu(page).locator(`a[href$="/recibo/${id}"]`)).toHaveCount(0);
});

test('a receipt downloads as a PDF through a one-document token', async ({ page }) => {
  const id = await reciboPendiente(page, 137.45);
  await page.goto(`/area-cliente/recibo/${id}`);
  await expect(page.getByRole('heading', { name: 'Datos del recibo' })).toBeVisible();

  const pdf = page.context().waitForEvent('response', (r) => r.url().includes(`/recibos/${id}/imprimir/`));
  await page.getByRole('button', { name: 'Descargar recibo' }).click();
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['cache-control']).toBe('no-store');
  // The token is for that one download: the same URL again, or with the session's token, gets nothing.
  expect((await page.request.get(response.url())).status()).toBe(404);
  const session = (await storedToken(page)) ?? '';
  const withSession = await page.request.get(response.url().replace(/[^/]+$/, session));
  expect(withSession.status()).toBe(404);
  // The tab shows it in Chromium's viewer; a fresh token fetches the same document to look at the bytes.
  const fresh = await page.request.post('/produccion/rest/v1/ac/descargas/token', {
    headers: { 'Auth-token': session },
    data: { tipo: 'RECIBO', referencia: String(id) },
  });
  const { tokenDescarga } = ((await fresh.json()) as { data: { tokenDescarga: string } }).data;
  const bytes = await (await page.request.get(response.url().replace(/[^/]+$/, tokenDescarga))).body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

test('an Internauto policy receipt uses its own card and offers no download', async ({ page }) => {
  const id = await reciboPendiente(page, 96.4);
  await page.goto(`/area-cliente/recibo/${id}`);
  await expect(page.getByRole('heading', { name: 'Póliza Internauto' })).toBeVisible();
  await expect(page.getByText('Póliza contratada por Internet.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Datos del recibo' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pagar recibo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descargar recibo' })).toHaveCount(0);
  await expectAccessible(page);
});

test("another client's receipt reads as not found", async ({ page }) => {
  await page.goto('/area-cliente/recibo/999999999');
  await expect(page.getByRole('heading', { name: 'No hemos encontrado lo que buscas' })).toBeVisible();
});
