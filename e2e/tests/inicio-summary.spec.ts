import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectAccessible, signedIn } from '../support/fixtures';
import { shot } from '../support/shot';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menú lateral' });
const summary = (page: Page) => page.getByRole('region', { name: 'Lo que necesita tu atención' });

/**
 * The distinguishing end of a one-line label (plate, number) is shown whole while its product part is
 * shortened with an ellipsis: what a person reads on screen, not just what the DOM holds.
 */
async function expectNumberKept(label: Locator, tail: string) {
  await expect(label.locator('.ac-truncated__tail')).toHaveText(tail);
  const fit = await label.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const head = el.querySelector('.ac-truncated__head')!;
    const end = el.querySelector('.ac-truncated__tail')!.getBoundingClientRect();
    return {
      tailInside: end.left >= box.left && end.right <= box.right + 0.5,
      headShortened: head.scrollWidth > head.clientWidth,
      oneLine: box.height < parseFloat(getComputedStyle(el).lineHeight) * 1.5,
    };
  });
  expect(fit).toEqual({ tailInside: true, headShortened: true, oneLine: true });
}

/** 'Pagar' on the home opens the test gateway in a new tab in that one press; the home says so. */
async function payFromHome(page: Page) {
  const fila = summary(page).getByRole('listitem').filter({ hasText: 'Vencido' }).first();
  const [gateway] = await Promise.all([
    page.context().waitForEvent('page'),
    fila.getByRole('button', { name: /^Pagar / }).click(),
  ]);
  await gateway.waitForURL(/\/pasarela-pruebas\/\?parametros=/);
  await expect(gateway.locator('#importe')).toHaveText(/ €$/);
  await expect(gateway.getByRole('button', { name: 'Pagar' })).toBeVisible();
  await expect(page).toHaveURL(/\/inicio$/);
  await expect(summary(page).getByText(/Hemos abierto la pasarela de pago/)).toBeVisible();
  // Left unpaid: other journeys pay this receipt.
  await gateway.close();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('inicio starts with unpaid receipts (overdue first, Pagar), open claims and policies, then the cards', async ({
    page,
  }) => {
    await signedIn(page, '12345678Z');
    const resumen = summary(page);
    await expect(resumen).toBeVisible();
    const lists = resumen.getByRole('list');
    const primero = lists.nth(0).getByRole('listitem').first();
    await expect(primero.getByText('Vencido')).toBeVisible();
    await expect(primero.getByRole('button', { name: /^Pagar / })).toBeVisible();
    await expect(lists.nth(1)).toContainText('Colisión trasera en rotonda');
    await expect(lists.nth(1)).toContainText('Abierto');
    await expect(lists.nth(2).getByRole('link', { name: /SEAT León/ })).toBeVisible();

    // The summary comes before the first card.
    const top = async (selector: string) => (await page.locator(selector).first().boundingBox())!.y;
    expect(await top('.offers-summary')).toBeLessThan(await top('[data-card]'));

    // Long titles keep their policy number and plate when shortened, and are whole in their tooltip.
    const recibo = resumen
      .getByRole('link')
      .filter({ hasText: 'Auto Todo Riesgo con Franquicia - AUT-10023456' })
      .first();
    await expect(recibo).toHaveAttribute('title', 'Auto Todo Riesgo con Franquicia - AUT-10023456');
    await expectNumberKept(recibo.locator('.ac-truncated'), ' - AUT-10023456');
    await shot(page, 'inicio-390');
    await expectAccessible(page);

    await payFromHome(page);
    await shot(page, 'inicio-390-pago');
  });

  test("the drawer's receipts and policies keep their number and plate when shortened", async ({ page }) => {
    await signedIn(page, '12345678Z');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const recibo = sideMenu(page)
      .getByRole('link')
      .filter({ hasText: 'Auto Todo Riesgo con Franquicia - AUT-10023456' })
      .first();
    await expect(recibo).toBeVisible();
    await expectNumberKept(recibo.locator('.shell-menu__title'), ' - AUT-10023456');
    const poliza = sideMenu(page)
      .getByRole('region', { name: 'Pólizas:' })
      .getByRole('link', { name: /SEAT León/ });
    await poliza.scrollIntoViewIfNeeded();
    await expect(poliza.locator('.shell-menu__detail .ac-truncated__tail')).toHaveText(' · Nº AUT-10023456');
    await shot(page, 'menu-390', { fullPage: false });
  });

  test("a policy's receipts, claims and documents come before its contract cards", async ({ page }) => {
    await signedIn(page, '12345678Z');
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

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('inicio shows the same summary as panels above the cards, and Pagar opens the gateway at once', async ({
    page,
  }) => {
    await signedIn(page, '12345678Z');
    const resumen = summary(page);
    await expect(
      resumen.getByRole('heading', { level: 2, name: 'Lo que necesita tu atención' }),
    ).toBeVisible();
    const primero = resumen.getByRole('list').nth(0).getByRole('listitem').first();
    await expect(primero.getByText('Vencido')).toBeVisible();
    await expect(primero.getByText(/^\d+[.,]\d{2} €$/)).toBeVisible();
    await expect(primero.getByRole('button', { name: /^Pagar / })).toBeVisible();
    await expect(resumen.getByRole('list').nth(1)).toContainText('Colisión trasera en rotonda');

    // Receipts and claims side by side, the policies under them, all before the first card.
    const panel = (name: string) =>
      resumen.locator('.offers-summary__panel').filter({ has: page.getByRole('heading', { name }) });
    const recibos = (await panel('Recibos impagados').boundingBox())!;
    const siniestros = (await panel('Siniestros abiertos').boundingBox())!;
    const polizas = (await panel('Tus pólizas').boundingBox())!;
    expect(Math.abs(recibos.y - siniestros.y)).toBeLessThan(2);
    expect(siniestros.x).toBeGreaterThan(recibos.x + recibos.width - 1);
    expect(polizas.y).toBeGreaterThanOrEqual(recibos.y + recibos.height);
    const firstCard = (await page.locator('[data-card]').first().boundingBox())!;
    expect(polizas.y + polizas.height).toBeLessThanOrEqual(firstCard.y);
    await shot(page, 'inicio-1440');
    await expectAccessible(page);

    await payFromHome(page);
  });

  test('the side menu keeps the plate or number of a long title whole, on one line, with the full text in its tooltip', async ({
    page,
  }) => {
    await signedIn(page, '12345678Z');
    await expect(sideMenu(page).getByText('Pólizas:')).toBeVisible();

    const largo = sideMenu(page)
      .getByRole('link')
      .filter({ hasText: 'Auto Todo Riesgo con Franquicia - AUT-10023456' })
      .first();
    await expect(largo).toHaveAttribute('title', /^Auto Todo Riesgo con Franquicia - AUT-10023456 · /);
    await expectNumberKept(largo.locator('.shell-menu__title'), ' - AUT-10023456');

    // Two car policies tell apart by their plate; their detail keeps the policy number.
    const poliza = sideMenu(page)
      .getByRole('region', { name: 'Pólizas:' })
      .getByRole('link', { name: /SEAT León/ });
    await expect(poliza.locator('.shell-menu__title .ac-truncated__tail')).toHaveText(' - 1234 LMN');
    await expect(poliza.locator('.shell-menu__detail .ac-truncated__tail')).toHaveText(' · Nº AUT-10023456');
    await shot(page, 'inicio-menu-1440');
  });
});

test('the three side-menu sections show even when empty', async ({ page }) => {
  await signedIn(page, '11111111H');
  const menu = sideMenu(page);
  await expect(menu.getByRole('region', { name: 'Recibos impagados:' })).toContainText(
    'No tienes recibos pendientes',
  );
  await expect(menu.getByRole('region', { name: 'Siniestros abiertos:' })).toContainText(
    'No tienes siniestros abiertos',
  );
  await expect(menu.getByRole('region', { name: 'Pólizas:' }).getByRole('link')).toHaveCount(1);
});

// Its cards (the health offer included, SPEC §6) are inicio-cards.spec.ts's.
test('a company is greeted by its full name', async ({ page }) => {
  await signedIn(page, 'B12345674');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hola, Construcciones Levante S.L.' }),
  ).toBeVisible();
});
