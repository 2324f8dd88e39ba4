import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { confirmarConCodigo } from '../support/codigo-sms';
import { resetDemoData } from '../support/demo-reset';
import { expectAccessible, signedIn } from '../support/fixtures';
import { shot } from '../support/shot';

// Lucía: a direct client in Madrid with a home and two business policies among many others.
const NIF = '12345678Z';
const TELEFONO = '612345678';
const dato = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Mis datos' })
    .locator('.ac-datalist__row', { has: page.getByText(label, { exact: true }) })
    .locator('dd');
const historial = (page: Page) => page.getByRole('region', { name: 'Historial de cambios' });

// The change is confirmed with a code by SMS (3 an hour per customer): start from the demo data.
test.beforeAll(async ({ request }) => {
  expect(await resetDemoData(request)).toBe(true);
});

async function abrirMisDatos(page: Page) {
  await signedIn(page, NIF, '/area-cliente/cliente');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis datos' })).toBeVisible();
}

test('address change: the postcode must match the province, the home address is explained, the history shows the change', async ({
  page,
}) => {
  await abrirMisDatos(page);
  await expect(dato(page, 'Dirección')).toHaveText('Calle de Alcalá 120, 3º B, 28009 Madrid');
  await expect(historial(page)).toContainText('Aún no has hecho cambios');

  // Keyboard only: the button opens the form, Tab moves through it with a visible focus, Escape closes
  // it and the focus goes back to the button.
  const abrir = page.getByRole('button', { name: 'Cambiar dirección' });
  await abrir.focus();
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog', { name: 'Cambiar dirección' });
  await expect(popup.getByLabel('Calle, plaza o avenida')).toHaveValue('Calle de Alcalá');
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await popup.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await expect(popup.locator(':focus-visible')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(abrir).toBeFocused();

  await abrir.click();
  await expect(popup.getByLabel('Código postal')).toHaveValue('28009');
  await expect(popup.getByLabel('Provincia')).toHaveValue('28');
  // The home and business policies are not offered: their address is the insured risk.
  const riesgo = popup.getByRole('region', { name: 'La dirección asegurada no cambia con este formulario' });
  await expect(riesgo).toContainText(/HOG-\d+/);
  await expect(riesgo).toContainText('La dirección asegurada forma parte del contrato de tu seguro');
  await expect(riesgo.getByRole('link', { name: '91 555 01 23' })).toHaveAttribute('href', 'tel:915550123');
  await expect(riesgo.getByRole('link', { name: 'Pedir que te llamemos' })).toBeVisible();
  await expect(popup.getByRole('checkbox', { name: /HOG-/ })).toHaveCount(0);
  await expect(popup.getByRole('checkbox', { name: /AUT-10023456/ })).toBeChecked();

  // A Barcelona postcode with Madrid chosen: the form says what is wrong before asking anything.
  await popup.getByLabel('Calle, plaza o avenida').fill('Calle de Atocha');
  await popup.getByLabel('Número').fill('34');
  await popup.getByLabel('Piso y puerta (opcional)').fill('2º izda.');
  await popup.getByLabel('Código postal').fill('08001');
  await expect(popup.getByLabel('Contraseña actual')).toHaveCount(0);
  await confirmarConCodigo(page, popup, TELEFONO);
  await popup.getByRole('button', { name: 'Cambiar dirección' }).click();
  await expect(
    popup.getByText(
      'El código postal 08001 es de Barcelona, no de Madrid. Revisa el código postal o la provincia',
    ),
  ).toBeVisible();
  await popup.getByLabel('Código postal').fill('53001');
  await popup.getByRole('button', { name: 'Cambiar dirección' }).click();
  await expect(popup.getByText(/El código postal 53001 no existe/)).toBeVisible();
  await popup.getByLabel('Código postal').fill('28012');
  await expectAccessible(page);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await shot(page, `direccion-formulario-${width}`, { fullPage: false });
    await riesgo.scrollIntoViewIfNeeded();
    await shot(page, `direccion-riesgo-${width}`, { fullPage: false });
  }

  await popup.getByRole('button', { name: 'Cambiar dirección' }).click();
  await expect(popup.getByText('Hemos actualizado tu dirección.')).toBeVisible();
  // Shown at once behind the popup, and in the history with its time and device.
  await expect(dato(page, 'Dirección')).toHaveText('Calle de Atocha 34, 2º izda., 28012 Madrid');
  await popup.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(popup).toBeHidden();
  const linea = historial(page).getByRole('listitem').first();
  await expect(linea).toContainText('Dirección postal cambiada a una en 28012 Madrid');
  await expect(linea).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
  await expect(linea).toContainText(/Desde Chrome en \w+/);
  await expectAccessible(page);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await historial(page).scrollIntoViewIfNeeded();
    await shot(page, `historial-${width}`, { fullPage: false });
  }

  // Opened again, the form starts from the new address.
  await page.getByRole('button', { name: 'Cambiar dirección' }).click();
  await expect(popup.getByLabel('Calle, plaza o avenida')).toHaveValue('Calle de Atocha');
  await page.keyboard.press('Escape');
});

test("my office: the map opens in a new tab, the phone dials, 'Te llamamos' starts from my phone", async ({
  page,
}) => {
  await signedIn(page, NIF, '/area-cliente/mioficina');
  const oficina = page.locator('[data-card="oficina"]');
  await expect(oficina).toContainText('Oficina Madrid Retiro');
  const mapa = oficina.getByRole('link', { name: /Ver en el mapa/ });
  await expect(mapa).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/search?query=' + encodeURIComponent('Calle de O’Donnell 34, 28009 Madrid'),
  );
  await expect(mapa).toHaveAttribute('target', '_blank');
  await expect(mapa).toHaveAttribute('rel', /noopener/);
  await expect(oficina.getByRole('link', { name: '91 555 01 23' })).toHaveAttribute('href', 'tel:915550123');
  await expect(oficina.getByRole('link', { name: 'retiro@mutuahorizonte.es' })).toHaveAttribute(
    'href',
    'mailto:retiro@mutuahorizonte.es',
  );
  await expectAccessible(page);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await oficina.scrollIntoViewIfNeeded();
    await shot(page, `oficina-${width}`, { fullPage: false });
  }

  // Keyboard only: the call-back opens with the phone on record, editable, and Escape closes it.
  const pedir = oficina.getByRole('button', { name: 'Quiero que me llaméis' });
  await pedir.focus();
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog', { name: 'Te llamamos' });
  const telefono = popup.getByLabel('Teléfono de contacto');
  await expect(telefono).toHaveValue('612345678');
  await expect(popup).toContainText('Es el teléfono que tenemos registrado');
  await shot(page, 'te-llamamos-390', { fullPage: false });
  await telefono.fill('912345678');
  await expect(telefono).toHaveValue('912345678');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(pedir).toBeFocused();
});
