import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { confirmarConCodigo } from '../support/codigo-sms';
import { resetDemoData } from '../support/demo-reset';
import { DEMO_PASSWORD, expectAccessible, login, signedIn } from '../support/fixtures';

const API = '/produccion/rest/v1/ac';
const dialog = (page: Page) => page.getByRole('dialog');
const dato = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Mis datos' })
    .locator('.ac-datalist__row', { has: page.getByText(label, { exact: true }) })
    .locator('dd');
/** A valid number / address not yet on record, so the journey can run again on the same data. */
const nuevoTelefono = () => `6${String(Date.now()).slice(-8)}`;
const nuevoEmail = (prefix: string) => `${prefix}.${Date.now()}@example.com`;

// Phone and e-mail changes are confirmed with a code by SMS to the phone on record (3 an hour per
// customer): start from the demo data, whose phones are the seeded ones.
test.beforeAll(async ({ request }) => {
  expect(await resetDemoData(request)).toBe(true);
});

/** The phone on record as 'Mis datos' shows it, digits only: where the code goes. */
const telefonoActual = async (page: Page) =>
  ((await dato(page, 'Teléfono').textContent()) ?? '').replace(/\D/g, '');

async function abrirMisDatos(page: Page, nif: string) {
  await signedIn(page, nif, '/area-cliente/cliente');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis datos' })).toBeVisible();
}

test('phone change with several policies: value, selection all checked, result, data reloaded', async ({
  page,
}) => {
  await abrirMisDatos(page, '12345678Z');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Cambiar teléfono' }).click();
  const popup = dialog(page);
  await expect(popup.getByRole('heading', { name: 'Cambiar teléfono' })).toBeVisible();

  const telefono = popup.getByLabel('Nuevo teléfono');
  await telefono.fill('812345678');
  await expect(popup.getByLabel('Contraseña actual')).toHaveCount(0);
  // The code goes to the number on record, the one being replaced.
  await confirmarConCodigo(page, popup, await telefonoActual(page));
  await popup.getByRole('button', { name: 'Continuar' }).click();
  await expect(popup.getByText('Número de telefono incorrecto')).toBeVisible();
  // At most 10 characters can be typed.
  await telefono.fill('');
  await telefono.pressSequentially('61234567890123');
  await expect(telefono).toHaveValue('6123456789');

  const numero = nuevoTelefono();
  await telefono.fill(numero);
  await popup.getByRole('button', { name: 'Continuar' }).click();
  const checks = popup.getByRole('checkbox');
  await expect(checks.first()).toBeVisible();
  expect(await checks.count()).toBeGreaterThan(5);
  for (const check of await checks.all()) await expect(check).toBeChecked();
  // The partner insurer's health policy is not offered.
  await expect(popup.getByText(/HNA-55012345/)).toHaveCount(0);
  await popup.getByRole('checkbox', { name: /AUT-10045678/ }).uncheck();
  await expectAccessible(page);
  await popup.getByRole('button', { name: 'Enviar' }).click();
  await expect(popup.getByText('Hemos actualizado tu número de teléfono.')).toBeVisible();
  await popup.locator('.ac-popup__body').getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog(page)).toHaveCount(0);
  // Shown grouped as people read it: '636 849 590'.
  await expect(dato(page, 'Teléfono')).toHaveText(numero.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3'));
});

test('a wrong code is told under it in the popup and nothing changes', async ({ page }) => {
  await abrirMisDatos(page, '12345678Z');
  const antes = await dato(page, 'Teléfono').textContent();
  await page.getByRole('button', { name: 'Cambiar teléfono' }).click();
  const popup = dialog(page);
  await popup.getByLabel('Nuevo teléfono').fill(nuevoTelefono());
  await confirmarConCodigo(page, popup, await telefonoActual(page));
  const campo = popup.getByLabel('Código recibido por SMS');
  await campo.fill((await campo.inputValue()) === '000000' ? '111111' : '000000');
  await popup.getByRole('button', { name: 'Continuar' }).click();
  await popup.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    popup.getByText('El código no es correcto. Revisa el SMS y vuelve a escribirlo.'),
  ).toBeVisible();
  await expect(campo).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dato(page, 'Teléfono')).toHaveText(antes ?? '');
});

test('e-mail change for the client whose only policy is the partner health one: no selection step', async ({
  page,
}) => {
  await abrirMisDatos(page, '11111111H');
  await page.getByRole('button', { name: 'Cambiar e-mail' }).click();
  const popup = dialog(page);
  await popup.getByLabel('Nuevo e-mail').fill('miguel@');
  await confirmarConCodigo(page, popup, await telefonoActual(page));
  await popup.getByRole('button', { name: 'Continuar' }).click();
  await expect(popup.getByText('Email incorrecto')).toBeVisible();
  const email = nuevoEmail('miguel');
  await popup.getByLabel('Nuevo e-mail').fill(email);
  await popup.getByRole('button', { name: 'Continuar' }).click();
  await expect(popup.getByText('Hemos actualizado tu e-mail.')).toBeVisible();
  await expect(popup.getByRole('checkbox')).toHaveCount(0);
  await popup.locator('.ac-popup__body').getByRole('button', { name: 'Cerrar' }).click();
  await expect(dato(page, 'E-mail')).toHaveText(email);
});

test('consent change: checkbox, save, result', async ({ page }) => {
  await abrirMisDatos(page, '11111111H');
  await page.getByRole('button', { name: 'Cambiar Protección Datos' }).click();
  const popup = dialog(page);
  await popup.getByRole('checkbox').check();
  await popup.getByRole('button', { name: 'Guardar' }).click();
  await expect(popup.getByText('Hemos guardado tus preferencias de comunicación.')).toBeVisible();
  await popup.locator('.ac-popup__body').getByRole('button', { name: 'Cerrar' }).click();
  await expect(dato(page, 'Protección de datos')).toHaveText('Sí, acepta comunicaciones comerciales');
  // Back as it was, so the journey can run again on the same data.
  await page.getByRole('button', { name: 'Cambiar Protección Datos' }).click();
  await dialog(page).getByRole('checkbox').uncheck();
  await dialog(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog(page).getByText('Hemos guardado tus preferencias de comunicación.')).toBeVisible();
  await dialog(page).locator('.ac-popup__body').getByRole('button', { name: 'Cerrar' }).click();
  await expect(dato(page, 'Protección de datos')).toHaveText('No acepta comunicaciones comerciales');
});

test('password change, then login with the new one; other sessions end', async ({ page, browser }) => {
  const NUEVA = 'Tulipan-Rojo-2024';
  const otra = await browser.newPage();
  await signedIn(otra, 'B12345674');

  await abrirMisDatos(page, 'B12345674');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  const popup = dialog(page);
  await popup.getByLabel('Contraseña actual', { exact: true }).fill(DEMO_PASSWORD);
  await popup.getByLabel('Nueva contraseña', { exact: true }).fill(NUEVA);
  await popup.getByLabel('Repita la nueva contraseña').fill(`${NUEVA}x`);
  await popup.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(popup.getByText('Las contraseñas no coinciden')).toBeVisible();
  await popup.getByLabel('Repita la nueva contraseña').fill(NUEVA);
  await popup.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(popup.getByText('Tu contraseña se ha cambiado correctamente.')).toBeVisible();

  try {
    // The other session was ended by the change.
    await otra.goto('/area-cliente/cliente');
    await expect(otra).toHaveURL(/\/login$/);
    const nueva = await browser.newPage();
    await login(nueva, 'B12345674', NUEVA);
    await expect(nueva).toHaveURL(/\/inicio$/);
    await nueva.close();
  } finally {
    // Back to the demo password so other journeys (and a second run) can log in.
    const auth = await page.request.post(`${API}/user/auth`, {
      data: { username: 'B12345674', password: NUEVA },
    });
    const token = ((await auth.json()) as { data: { token: string } }).data.token;
    const back = await page.request.post(`${API}/user/actualizarPasswordCliente`, {
      headers: { 'Auth-token': token },
      data: { passwordActual: NUEVA, password: DEMO_PASSWORD, passwordRepetida: DEMO_PASSWORD },
    });
    expect(((await back.json()) as { codigo: number }).codigo).toBe(0);
    await otra.close();
  }
});
