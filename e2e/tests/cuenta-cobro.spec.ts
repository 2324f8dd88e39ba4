import { expect, type Page } from '@playwright/test';
import { pdfText } from '../support/pdf-text';
import { tabTo } from '../support/a11y';
import { confirmarConCodigo } from '../support/codigo-sms';
import { expectAccessible, signedIn, storedToken } from '../support/fixtures';
import { fromSeededDemoData, test } from '../support/test';
import { shot } from '../support/shot';

const API = '/produccion/rest/v1/ac';
const tarjeta = (page: Page) => page.getByRole('region', { name: 'Cuenta de cobro' });

// Real-format Spanish IBANs (valid IBAN and CCC control digits).
const BBVA = 'ES18 0182 1234 8612 3456 7890';
const SANTANDER = 'ES60 0049 1500 0512 3456 7892';

// Each journey changes an account (at most 3 a day per customer): start from the demo data, and leave
// it as seeded for the journeys after these (poliza-screens reads the car's account).
fromSeededDemoData('file');

async function abrirMisDatos(page: Page, nif: string) {
  await signedIn(page, nif, '/area-cliente/cliente');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis datos' })).toBeVisible();
}

/** The customer's copy of a mandate through a fresh download token, as text. */
async function textoMandato(page: Page, referencia: string): Promise<string> {
  const token = await page.request.post(`${API}/descargas/token`, {
    headers: { 'Auth-token': (await storedToken(page)) ?? '' },
    data: { tipo: 'MANDATO_SEPA', referencia },
  });
  const { tokenDescarga } = ((await token.json()) as { data: { tokenDescarga: string } }).data;
  const pdf = await page.request.get(`${API}/cliente/mandatos/${referencia}/${tokenDescarga}`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  return pdfText(await pdf.body());
}

async function ultimoSms(page: Page, telefono: string): Promise<string> {
  const res = await page.request.get(`${API}/dev/sms-outbox?telefono=${telefono}`);
  return ((await res.json()) as { data: { mensajes: { texto: string }[] } }).data.mensajes[0]?.texto ?? '';
}

test('1440 px: a wrong IBAN is told as typed, a valid one names its bank; the change shows on the policy, the mandate and the SMS', async ({
  page,
}) => {
  // A long journey (screen, PDF, SMS, policy) on a shared machine.
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await abrirMisDatos(page, '12345678Z');
  await tarjeta(page).getByRole('button', { name: 'Cambiar cuenta de cobro' }).click();
  const popup = page.getByRole('dialog', { name: 'Cambiar cuenta de cobro' });
  const iban = popup.getByLabel('Nuevo IBAN');

  await iban.fill('ES18 0182 1234 8612 3456 7891');
  await expect(popup.getByText('Los dígitos de control del IBAN no son correctos')).toBeVisible();
  await iban.fill('ES18 0182');
  await popup.getByRole('button', { name: 'Revisar la orden de domiciliación' }).click();
  await expect(popup.getByText('El IBAN debe empezar por ES y tener 24 caracteres')).toBeVisible();
  await iban.fill(BBVA);
  await expect(popup.getByText('Entidad: BBVA')).toBeVisible();

  // Every in-force policy of ours starts checked; the partner insurer's health one is not offered.
  const checks = popup.getByRole('checkbox');
  for (const check of await checks.all()) await expect(check).toBeChecked();
  await expect(popup.getByText(/HNA-55012345/)).toHaveCount(0);
  for (const check of await checks.all()) await check.uncheck();
  await popup.getByRole('checkbox', { name: /AUT-10023456/ }).check();
  await expectAccessible(page);
  await shot(page, 'cuenta-cobro-popup-1440', { fullPage: false });

  // The mandate, in full, before any confirming step; then the code below it, never the password.
  await expect(popup.getByRole('button', { name: 'Enviar código' })).toHaveCount(0);
  await popup.getByRole('button', { name: 'Revisar la orden de domiciliación' }).click();
  const orden = popup.getByRole('region', { name: 'Orden de domiciliación de adeudo directo SEPA' });
  await expect(orden).toBeFocused();
  await expect(orden.getByText('Lucía Fernández García')).toBeVisible();
  await expect(orden.getByText('**** **** **** **** **** 7890')).toBeVisible();
  await expect(orden.getByText('AUT-10023456')).toBeVisible();
  await expect(orden.getByText('Se asigna al firmar')).toBeVisible();
  await expect(orden.getByText(/^Mediante la firma de esta orden de domiciliación/)).toBeVisible();
  const clausula = (await orden.getByText(/^Mediante la firma de esta orden/).textContent())!;
  await expect(popup.getByLabel('Contraseña actual')).toHaveCount(0);
  await shot(page, 'cuenta-cobro-orden-1440', { fullPage: false });
  await confirmarConCodigo(page, popup, '612345678');
  await expectAccessible(page);
  await popup.getByRole('button', { name: 'Firmar y cambiar la cuenta' }).click();
  await expect(popup.getByText(/Hemos cambiado la cuenta de cobro a (\*{4} ){5}7890 \(BBVA\)/)).toBeVisible();
  const referencia = (await popup.getByText(/con referencia AC\d{8}-[0-9A-F]{10}/).textContent())!.match(
    /AC\d{8}-[0-9A-F]{10}/,
  )![0];
  await shot(page, 'cuenta-cobro-hecho-1440', { fullPage: false });

  // The mandate opens in a new tab through a one-document token.
  const respuesta = page
    .context()
    .waitForEvent('response', (r) => r.url().includes(`/cliente/mandatos/${referencia}/`));
  await popup.getByRole('button', { name: 'Descargar mandato SEPA' }).click();
  expect((await respuesta).status()).toBe(200);
  const texto = await textoMandato(page, referencia);
  expect(texto).toContain('Orden de domiciliación de adeudo directo SEPA');
  expect(texto).toContain(referencia);
  expect(texto).toContain('Lucía Fernández García');
  expect(texto).toContain('**** **** **** **** **** 7890');
  expect(texto).toContain('Pago recurrente');
  // The clause the customer read before confirming is the one the PDF carries.
  expect(texto.replace(/\s+/g, ' ')).toContain(clausula);
  expect(texto).toMatch(/Firmado electrónicamente mediante PIN SMS el \d{2}-\d{2}-\d{4} \d{2}:\d{2}/);

  await page.bringToFront();
  await popup.locator('.ac-popup__body').getByRole('button', { name: 'Cerrar' }).click();
  await expect(tarjeta(page).getByText('Mandatos SEPA firmados')).toBeVisible();
  await expect(tarjeta(page).getByRole('button', { name: `Descargar mandato ${referencia}` })).toBeVisible();
  await tarjeta(page).scrollIntoViewIfNeeded();
  await shot(page, 'cuenta-cobro-card-1440', { fullPage: false });

  // The security notice reaches the phone on record through the notice queue: what changed, never the
  // account, and what to do if it was not them.
  await expect
    .poll(() => ultimoSms(page, '612345678'))
    .toMatch(/se ha cambiado la cuenta de cobro de tus recibos.*Si no has sido tú/);
  expect(await ultimoSms(page, '612345678')).not.toContain('7890');

  // The policy shows the new account, masked, with the bank's name and no branch code.
  const portfolio = await page.request.get(`${API}/portfolio`, {
    headers: { 'Auth-token': (await storedToken(page)) ?? '' },
  });
  const coches = (
    (await portfolio.json()) as { data: { lstPolizasVeh: { idPoliza: number; numPoliza: string }[] } }
  ).data.lstPolizasVeh;
  const id = coches.find((p) => p.numPoliza === 'AUT-10023456')!.idPoliza;
  await page.goto(`/area-cliente/polizaAutos/${id}`);
  const banco = page.getByRole('region', { name: 'Datos bancarios', exact: true });
  await expect(banco.getByText('**** **** **** **** **** 7890')).toBeVisible();
  await expect(banco.getByText('BBVA')).toBeVisible();
  await expect(banco.getByText('Oficina')).toHaveCount(0);
  await banco.scrollIntoViewIfNeeded();
  await shot(page, 'cuenta-cobro-poliza-1440', { fullPage: false });
});

test('390 px, keyboard only: open, type, choose, confirm with the SMS code, Escape closes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await abrirMisDatos(page, '00000023T');
  const boton = tarjeta(page).getByRole('button', { name: 'Cambiar cuenta de cobro' });
  await boton.focus();
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog', { name: 'Cambiar cuenta de cobro' });
  await expect(popup).toBeVisible();
  // Escape closes and the focus goes back to the button.
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(boton).toBeFocused();
  await page.keyboard.press('Enter');

  const iban = popup.getByLabel('Nuevo IBAN');
  await expect(iban).toBeFocused();
  await page.keyboard.type('ES60 0049 1500 0512 3456 7893');
  await expect(popup.getByText('Los dígitos de control del IBAN no son correctos')).toBeVisible();
  await shot(page, 'cuenta-cobro-error-390', { fullPage: false });
  await iban.fill('');
  await page.keyboard.type(SANTANDER);
  await expect(popup.getByText('Entidad: Banco Santander')).toBeVisible();
  // Tab order: the IBAN, the policies, then 'Revisar la orden de domiciliación'.
  await page.keyboard.press('Tab');
  await expect(popup.getByRole('checkbox').first()).toBeFocused();
  await tabTo(page, popup.getByRole('button', { name: 'Revisar la orden de domiciliación' }));
  await page.keyboard.press('Enter');
  // The mandate takes the focus: it scrolls with the keyboard, and 'Enviar código' comes after it.
  const orden = popup.getByRole('region', { name: 'Orden de domiciliación de adeudo directo SEPA' });
  await expect(orden).toBeFocused();
  await expect(orden.getByText('**** **** **** **** **** 7892')).toBeVisible();
  await shot(page, 'cuenta-cobro-orden-390', { fullPage: false });
  const clausula = orden.getByText(/^Mediante la firma de esta orden de domiciliación/);
  await page.keyboard.press('End');
  await expect
    .poll(() =>
      orden.evaluate((el) => el.scrollTop > 0 && el.scrollTop + el.clientHeight >= el.scrollHeight - 1),
    )
    .toBe(true);
  await expect(clausula).toBeInViewport();
  await shot(page, 'cuenta-cobro-orden-fin-390', { fullPage: false });
  await tabTo(page, popup.getByRole('button', { name: 'Enviar código' }));
  await confirmarConCodigo(page, popup, '634567890', { teclado: true });
  await shot(page, 'cuenta-cobro-codigo-390', { fullPage: false });
  await page.keyboard.press('Enter');
  await expect(
    popup.getByText(/Hemos cambiado la cuenta de cobro a (\*{4} ){5}7892 \(Banco Santander\)/),
  ).toBeVisible();
  await shot(page, 'cuenta-cobro-hecho-390', { fullPage: false });
  await popup.locator('.ac-popup__body').getByRole('button', { name: 'Cerrar' }).press('Enter');
  await expect(popup).toBeHidden();
  await expect(tarjeta(page).getByText('Mandatos SEPA firmados')).toBeVisible();
  await tarjeta(page).scrollIntoViewIfNeeded();
  await shot(page, 'cuenta-cobro-card-390', { fullPage: false });
  await expect.poll(() => ultimoSms(page, '634567890')).toContain('se ha cambiado la cuenta de cobro');
});
