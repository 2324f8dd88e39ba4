import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { DEMO_PASSWORD, expectAccessible, signedIn, storedToken } from '../support/fixtures';
import { shot } from '../support/shot';

const NIF = '00000023T';

async function abrirMisDatos(page: Page) {
  await signedIn(page, NIF, '/area-cliente/cliente');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis datos' })).toBeVisible();
}

const tarjeta = (page: Page) => page.getByRole('region', { name: 'Sesiones abiertas' });

/** The password popup, keyboard only; it closes on the result. */
async function cambiarClave(page: Page, actual: string, nueva: string) {
  await page.getByRole('button', { name: 'Cambiar contraseña' }).focus();
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog');
  await popup.getByLabel('Contraseña actual', { exact: true }).fill(actual);
  await popup.getByLabel('Nueva contraseña', { exact: true }).fill(nueva);
  await popup.getByLabel('Repita la nueva contraseña').fill(nueva);
  await popup.getByRole('button', { name: 'Cambiar contraseña' }).press('Enter');
  await expect(popup.getByText('Tu contraseña se ha cambiado correctamente.')).toBeVisible();
  await popup.getByRole('button', { name: 'Cerrar' }).last().press('Enter');
  await expect(popup).toBeHidden();
}

test('two devices of one customer: the second ends the other, which goes to login on its next step; a password change keeps this one going', async ({
  page,
  browser,
}) => {
  const otroContexto = await browser.newContext();
  const otro = await otroContexto.newPage();
  try {
    await abrirMisDatos(otro);
    // Earlier journeys may have left this customer's sessions open: only these two devices count here.
    const cerradas = await otro.request.post('/produccion/rest/v1/ac/user/sesiones/cerrarOtras', {
      headers: { 'Auth-token': (await storedToken(otro)) ?? '' },
    });
    expect(cerradas.ok()).toBe(true);
    await abrirMisDatos(page);
    const sesiones = tarjeta(page).getByRole('listitem');
    await expect(sesiones).toHaveCount(2);
    await expect(sesiones.filter({ hasText: 'Este dispositivo' })).toHaveCount(1);
    await expect(sesiones.first()).toContainText(/^Chrome en \w+Este dispositivo/);
    await expect(sesiones.first()).toContainText('Conexión desde 127.0.0.x');
    await expectAccessible(page);

    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      await tarjeta(page).scrollIntoViewIfNeeded();
      await shot(page, `sesiones-${width}`, { fullPage: false });
    }

    // Keyboard only: the button, the confirmation, the result.
    const boton = page.getByRole('button', { name: 'Cerrar las demás sesiones' });
    await boton.focus();
    await page.keyboard.press('Enter');
    const confirmar = page.getByRole('dialog', { name: '¿Cerrar las demás sesiones?' });
    await expect(confirmar).toBeVisible();
    await shot(page, 'sesiones-confirmar-390', { fullPage: false });
    await confirmar.getByRole('button', { name: 'Cerrar sesiones' }).press('Enter');
    await expect(tarjeta(page).getByRole('status')).toHaveText('Hemos cerrado 1 sesión en otro dispositivo.');
    await expect(sesiones).toHaveCount(1);
    await expect(boton).toBeFocused();
    await shot(page, 'sesiones-hecho-390', { fullPage: false });

    // The other device is sent to login on its next step.
    await otro.getByRole('button', { name: 'Cambiar Protección Datos' }).click();
    await otro.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
    await expect(otro).toHaveURL(/\/login$/);

    // A password change swaps this device's token and keeps it going without a new login.
    const antes = await storedToken(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    const NUEVA = 'Azafran-Verde-2024';
    await cambiarClave(page, DEMO_PASSWORD, NUEVA);
    expect(await storedToken(page)).not.toBe(antes);
    await page.reload();
    await expect(sesiones).toHaveCount(1);
    await expect(page).toHaveURL(/\/cliente$/);
    // Back to the demo password so other journeys (and a second run) can log in.
    await cambiarClave(page, NUEVA, DEMO_PASSWORD);
    await page.goto('/area-cliente/inicio');
    await expect(page).toHaveURL(/\/inicio$/);
  } finally {
    await otroContexto.close();
  }
});
