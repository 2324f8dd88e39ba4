import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectAccessible, login } from '../support/fixtures';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menú lateral' });
const summary = (page: Page) => page.getByRole('region', { name: 'Lo que necesita tu atención' });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('inicio starts with unpaid receipts (overdue first, Pagar), open claims and policies, then the cards', async ({
    page,
  }) => {
    await login(page, '12345678Z');
    await expect(page).toHaveURL(/\/inicio$/);
    const resumen = summary(page);
    await expect(resumen).toBeVisible();
    const lists = resumen.getByRole('list');
    const primero = lists.nth(0).getByRole('listitem').first();
    await expect(primero).toContainText('Vencido');
    await expect(primero.getByRole('link', { name: /^Pagar / })).toBeVisible();
    await expect(lists.nth(1)).toContainText('Colisión trasera en rotonda');
    await expect(lists.nth(1)).toContainText('Abierto');
    await expect(lists.nth(2).getByRole('link', { name: /SEAT León/ })).toBeVisible();

    // The summary comes before the first card.
    const top = async (selector: string) => (await page.locator(selector).first().boundingBox())!.y;
    expect(await top('.offers-summary')).toBeLessThan(await top('[data-card]'));
    await shot(page, 'inicio-390');
    await expectAccessible(page);

    await primero.getByRole('link', { name: /^Pagar / }).click();
    await expect(page).toHaveURL(/\/recibo\/\d+$/);
    await expect(page.getByRole('button', { name: 'Pagar recibo' })).toBeVisible();
  });

  test("a policy's receipts, claims and documents come before its contract cards", async ({ page }) => {
    await login(page, '12345678Z');
    await expect(page).toHaveURL(/\/inicio$/);
    await summary(page)
      .getByRole('link', { name: /SEAT León/ })
      .click();
    await expect(page).toHaveURL(/\/polizaAutos\/\d+$/);
    const menu = page.getByRole('navigation', { name: 'Menú de la póliza' });
    const contrato = page.getByRole('heading', { name: 'Contrato' });
    await expect(contrato).toBeVisible();
    expect((await menu.boundingBox())!.y).toBeLessThan((await contrato.boundingBox())!.y);
    await shot(page, 'poliza-390');
  });
});

test('on a desktop the side menu holds them instead: one line per item with the whole text kept', async ({
  page,
}) => {
  await login(page, '12345678Z');
  await expect(page).toHaveURL(/\/inicio$/);
  await expect(sideMenu(page).getByText('Pólizas:')).toBeVisible();
  await expect(summary(page)).toHaveCount(0);

  const largo = sideMenu(page)
    .getByRole('link')
    .filter({ hasText: 'Auto Todo Riesgo con Franquicia - AUT-10023456' })
    .first();
  await expect(largo).toHaveAttribute('title', /^Auto Todo Riesgo con Franquicia - AUT-10023456 · /);
  const title = largo.locator('.shell-menu__title');
  const { height, lineHeight, clipped } = await title.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    lineHeight: parseFloat(getComputedStyle(el).lineHeight),
    clipped: el.scrollWidth > el.clientWidth,
  }));
  expect(height).toBeLessThan(lineHeight * 1.5);
  expect(clipped).toBe(true);
  await shot(page, 'inicio-1280');
});

test('the three side-menu sections show even when empty', async ({ page }) => {
  await login(page, '11111111H');
  await expect(page).toHaveURL(/\/inicio$/);
  const menu = sideMenu(page);
  await expect(menu.getByRole('region', { name: 'Recibos impagados:' })).toContainText(
    'No tienes recibos pendientes',
  );
  await expect(menu.getByRole('region', { name: 'Siniestros abiertos:' })).toContainText(
    'No tienes siniestros abiertos',
  );
  await expect(menu.getByRole('region', { name: 'Pólizas:' }).getByRole('link')).toHaveCount(1);
});

test('a company is greeted by its full name and offered no personal health cover', async ({ page }) => {
  await login(page, 'B12345674');
  await expect(page).toHaveURL(/\/inicio$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hola, Construcciones Levante S.L.' }),
  ).toBeVisible();
  await expect(page.locator('[data-card="oferta-salud"]')).toHaveCount(0);
  await page.goto('/area-cliente/ofertas');
  await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
  await expect(page.getByText('2 meses gratis')).toHaveCount(0);
});
