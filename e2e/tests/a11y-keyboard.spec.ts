import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { focusInside, screenSettled, tabTo } from '../support/a11y';
import { confirmarConCodigo } from '../support/codigo-sms';
import { DEMO_PASSWORD, dismissFirstUseTip, signedIn, TOKEN_KEY } from '../support/fixtures';

// Journeys driven by key presses only (Tab, Shift+Tab, Enter, Space, arrows, Escape), checking after
// each step where focus is and that the page title names the screen. Steps that would spend shared
// demo data (the one free coupon, a draw) stop at the confirmation and cancel with Escape.

const h1 = (page: Page) => page.locator('#contenido h1').first();
const content = (page: Page) => page.locator('#contenido');

/** Logs in with the keyboard alone and lands on inicio with focus on its heading. */
async function keyboardLogin(page: Page, nif: string) {
  await dismissFirstUseTip(page);
  await page.goto('/area-cliente/login');
  await expect(page).toHaveTitle('Accede a tu área · Área Cliente');
  await tabTo(page, page.getByLabel('NIF/CIF/NIE'));
  await page.keyboard.type(nif);
  await tabTo(page, page.getByLabel('Contraseña', { exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/inicio$/);
}

test('login by keyboard: the new screen is titled and its heading has focus', async ({ page }) => {
  await keyboardLogin(page, '12345678Z');
  await expect(h1(page)).toBeFocused();
  await expect(page).toHaveTitle('Inicio · Área Cliente');
  // The first Tab stays in the new screen.
  await page.keyboard.press('Tab');
  expect(await focusInside(content(page))).toBe(true);
});

test('a side-menu entry moves focus to the new screen; the next Tab reaches its first control', async ({
  page,
}) => {
  await keyboardLogin(page, '12345678Z');
  const mine = page.locator('.ac-layout__menu').getByRole('link', { name: 'Mis datos' });
  // The side menu comes before the screen, whose summary has many links: back from the heading.
  await tabTo(page, mine, 150, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cliente$/);
  await expect(h1(page)).toBeFocused();
  await expect(page).toHaveTitle('Mis datos · Área Cliente');
  await page.keyboard.press('Tab');
  expect(await focusInside(content(page))).toBe(true);
});

test('pay a receipt by keyboard: the receipt screen takes focus and Pagar keeps it while busy', async ({
  page,
  context,
}) => {
  await keyboardLogin(page, '12345678Z');
  const receipt = page.locator('.ac-layout__menu a[href*="/recibo/"]').first();
  await tabTo(page, receipt, 150, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/recibo\/\d+$/);
  await screenSettled(page);
  await expect(h1(page)).toBeFocused();
  await expect(page).toHaveTitle(`${(await h1(page).innerText()).trim()} · Área Cliente`);

  const pagar = page.getByRole('button', { name: 'Pagar recibo' });
  await tabTo(page, pagar);
  const gateway = context.waitForEvent('page');
  await page.keyboard.press('Enter');
  const tab = await gateway;
  // Back from the gateway tab (not paying here: the receipt journey pays), focus is still on Pagar.
  await tab.close();
  await expect(pagar).toBeFocused();
});

test('change e-mail by keyboard: focus stays in the popup through every step and returns to the opener', async ({
  page,
}) => {
  await keyboardLogin(page, 'B12345674');
  await page.goto('/area-cliente/cliente');
  await screenSettled(page);
  const opener = page.getByRole('button', { name: 'Cambiar e-mail' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cambiar e-mail' });
  await expect(dialog.getByRole('textbox').first()).toBeFocused();

  // An invalid value: the error is inside the popup, tied to the field.
  await page.keyboard.type('no-es-un-email');
  // The code by SMS, asked for and typed by keyboard: the code field takes the focus once it is sent.
  await tabTo(page, dialog.getByRole('button', { name: 'Enviar código' }));
  const telefono = (
    (await page
      .getByRole('region', { name: 'Mis datos' })
      .locator('.ac-datalist__row', { hasText: 'Teléfono' })
      .locator('dd')
      .first()
      .textContent()) ?? ''
  ).replace(/\D/g, '');
  await confirmarConCodigo(page, dialog, telefono, { teclado: true });
  await page.keyboard.press('Enter');
  const field = dialog.getByRole('textbox').first();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  await expect(dialog.locator(`[id="${describedBy.split(' ').pop()}"]`)).toContainText('Email incorrecto');
  expect(await focusInside(dialog)).toBe(true);

  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('empresa.a11y@example.com');
  await page.keyboard.press('Enter');
  // Selection step (several policies) or the result: focus never leaves the dialog.
  const enviar = dialog.getByRole('button', { name: 'Enviar' });
  await expect(enviar.or(dialog.getByText(/cambiado|actualizado|correctamente/i)).first()).toBeVisible();
  expect(await focusInside(dialog)).toBe(true);
  if (await enviar.isVisible()) {
    await tabTo(page, enviar);
    await page.keyboard.press('Enter');
    await expect(enviar).toBeHidden();
    expect(await focusInside(dialog)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('coupon and draw popups by keyboard: inside the popup Tab cycles, Escape returns to the opener', async ({
  page,
}) => {
  await keyboardLogin(page, '12345678Z');
  await page.goto('/area-cliente/ofertas');
  await screenSettled(page);
  const asignar = page
    .locator('[data-card="cupones-amigo"]')
    .getByRole('button', { name: 'Asignar' })
    .first();
  test.skip((await asignar.count()) === 0, 'the free coupon was already assigned in this database');
  // Past the header and the whole side menu (its receipts and claims lists), with no skip link used.
  await tabTo(page, asignar, 60);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Asigna tu cupón' });
  await expect(dialog).toBeVisible();
  expect(await focusInside(dialog)).toBe(true);
  // A policy is chosen with the arrows; twenty Tabs never leave the modal.
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(asignar).toBeFocused();

  // A draw without accepting its conditions: the warning takes focus, Escape gives it back.
  await page.goto('/area-cliente/sorteos');
  await screenSettled(page);
  const participar = page.getByRole('button', { name: 'Participar' }).first();
  await tabTo(page, participar, 60);
  await page.keyboard.press('Enter');
  const aviso = page.getByRole('dialog');
  await expect(aviso).toBeVisible();
  expect(await focusInside(aviso)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(aviso).toBeHidden();
  await expect(participar).toBeFocused();
});

test('the phone drawer is modal: Tab stays in it and Escape gives focus back to the hamburger', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await keyboardLogin(page, '12345678Z');
  await expect(h1(page)).toBeFocused();
  const hamburger = page.getByRole('button', { name: 'Abrir menú' });
  await tabTo(page, hamburger, 10, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menú' });
  await expect(drawer).toBeVisible();
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(drawer)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused();
});

test('an expired session says so on login and, logged in again, returns to the screen', async ({ page }) => {
  await signedIn(page, '12345678Z', '/area-cliente/cliente');
  await screenSettled(page);
  // The server no longer knows this token: the next call answers 'session expired'.
  await page.evaluate((key) => sessionStorage.setItem(key, 'caducado-0000000000000000000000'), TOKEN_KEY);
  await page.goto('/area-cliente/cliente');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveText('Tu sesión ha caducado. Vuelve a entrar.');
  await expect(page).toHaveTitle('Accede a tu área · Área Cliente');

  await page.getByLabel('NIF/CIF/NIE').fill('12345678Z');
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/cliente$/);
  await expect(h1(page)).toBeFocused();
});

test('remote fallback: a heading with advice; Reintentar focuses the fallback again, then the recovered screen', async ({
  page,
}) => {
  const offers = '**/area-cliente/remotes/remote_offers/**';
  await page.route(offers, (route) => route.abort('connectionrefused'));
  await signedIn(page, '12345678Z');
  const fallback = page.getByRole('heading', { level: 1, name: 'No hemos podido cargar esta sección.' });
  await expect(fallback).toBeVisible();
  await expect(page.locator('#contenido')).toContainText('llama a Atención al Cliente al');
  await expect(page).toHaveTitle('No hemos podido cargar esta sección · Área Cliente');

  const retry = page.getByRole('button', { name: 'Reintentar' });
  await tabTo(page, retry);
  // This retry must have failed before the remote comes back, or on a busy machine it loads late and
  // the section recovers without the second Reintentar this journey presses.
  const failedAgain = page.waitForEvent('requestfailed', (r) => r.url().includes('/remotes/remote_offers/'));
  await page.keyboard.press('Enter');
  await failedAgain;
  await expect(fallback).toBeFocused();

  await page.unroute(offers);
  await tabTo(page, retry);
  await page.keyboard.press('Enter');
  await expect(h1(page)).toHaveText(/^Hola, /);
  await expect(h1(page)).toBeFocused();
  await expect(page).toHaveTitle('Inicio · Área Cliente');
});
