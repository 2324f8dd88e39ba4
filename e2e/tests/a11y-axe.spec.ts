import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { axeViolations, resize, screenSettled, sidewaysScroll, WIDTHS } from '../support/a11y';
import { dismissFirstUseTip, signedIn } from '../support/fixtures';

// Every screen of every demo persona, at 1440 and 390 px, with the phone drawer and every popup open:
// WCAG 2.2 A/AA by axe (target size included), and no sideways scroll at 360 px. One page load per
// route checks all widths by resizing, so the sweep stays within a few minutes.

const PERSONAS = ['12345678Z', '00000023T', '11111111H', 'B12345674'];

/** Checks the page as it stands at every width; the content must have settled at each one. */
async function checkScreen(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await resize(page, width);
    await screenSettled(page);
    problems.push(...(await axeViolations(page, `${where} @${width}`)));
  }
  await resize(page, 360);
  problems.push(...(await sidewaysScroll(page, where)));
  await resize(page, 1440);
  return problems;
}

/**
 * The screens a persona can reach: home, the hamburger's and the side menu's entries, one address per
 * screen (a second car policy or receipt is the same screen with other data, which its component
 * tests vary).
 */
async function routesOf(page: Page): Promise<string[]> {
  await resize(page, 1440);
  const hrefs = await page
    .locator('.ac-layout__menu a[href^="/area-cliente/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const byScreen = new Map<string, string>();
  for (const href of ['/area-cliente/inicio', ...hrefs]) {
    const screen = href.split('/')[2] ?? href;
    if (!byScreen.has(screen)) byScreen.set(screen, href);
  }
  return [...byScreen.values()];
}

async function loggedIn(page: Page, nif: string) {
  await signedIn(page, nif);
  await expect(page).toHaveURL(/\/(inicio|gdprTacito)$/);
}

test('the access screens have no WCAG 2.2 A/AA violations', async ({ page }) => {
  await dismissFirstUseTip(page);
  const problems: string[] = [];
  for (const path of ['/login', '/nif', '/nif?modo=recordar']) {
    await page.goto(`/area-cliente${path}`);
    problems.push(...(await checkScreen(page, path)));
  }
  expect(problems).toEqual([]);
});

test('the consent-pending persona lands on gdprTacito without violations', async ({ page }) => {
  await loggedIn(page, 'X2482300W');
  await expect(page).toHaveURL(/\/gdprTacito$/);
  expect(await checkScreen(page, 'X2482300W /gdprTacito')).toEqual([]);
});

for (const nif of PERSONAS) {
  test(`every screen of ${nif} has no WCAG 2.2 A/AA violations`, async ({ page }) => {
    test.setTimeout(480_000);
    await loggedIn(page, nif);
    const problems: string[] = [];
    for (const route of await routesOf(page)) {
      await page.goto(route);
      problems.push(...(await checkScreen(page, `${nif} ${route}`)));
    }

    // The phone menu drawer, open.
    await resize(page, 390);
    await page.goto('/area-cliente/inicio');
    await screenSettled(page);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
    problems.push(...(await axeViolations(page, `${nif} drawer @390`)));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menú' })).toBeHidden();
    await resize(page, 1440);
    expect(problems).toEqual([]);
  });
}

/** Opens a popup, checks it at both widths, closes it with Escape and expects focus back on the opener. */
async function checkPopup(page: Page, opener: ReturnType<Page['getByRole']>, where: string) {
  const problems: string[] = [];
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (const width of WIDTHS) {
    await resize(page, width);
    problems.push(...(await axeViolations(page, `${where} @${width}`)));
  }
  await resize(page, 1440);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  return problems;
}

test('every popup, open, has no WCAG 2.2 A/AA violations and gives focus back on Escape', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await loggedIn(page, '12345678Z');
  const problems: string[] = [];

  await page.goto('/area-cliente/cliente');
  await screenSettled(page);
  for (const name of [
    'Cambiar teléfono',
    'Cambiar e-mail',
    'Cambiar contraseña',
    'Cambiar Protección Datos',
  ]) {
    problems.push(...(await checkPopup(page, page.getByRole('button', { name }), `/cliente ${name}`)));
  }

  await page.goto('/area-cliente/mioficina');
  await screenSettled(page);
  const callBack = page.getByRole('button', { name: 'Quiero que me llaméis' }).first();
  problems.push(...(await checkPopup(page, callBack, '/mioficina call-back')));

  await page.goto('/area-cliente/ofertas');
  await screenSettled(page);
  const coupons = page.locator('[data-card="cupones-amigo"]');
  for (const name of ['Compartir', 'Asignar']) {
    const opener = coupons.getByRole('button', { name }).first();
    if ((await opener.count()) > 0) problems.push(...(await checkPopup(page, opener, `/ofertas ${name}`)));
  }

  await page.goto('/area-cliente/sorteos');
  await screenSettled(page);
  const participar = page.getByRole('button', { name: 'Participar' }).first();
  if ((await participar.count()) > 0)
    problems.push(...(await checkPopup(page, participar, '/sorteos aviso')));

  expect(problems).toEqual([]);
});
