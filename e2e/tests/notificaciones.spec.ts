import { expect, type Page } from '@playwright/test';
import { confirmarConCodigo } from '../support/codigo-sms';
import { correosPara } from '../support/correo';
import { expectAccessible, signedIn } from '../support/fixtures';
import { fromSeededDemoData, test } from '../support/test';
import { shot } from '../support/shot';

const API = '/produccion/rest/v1/ac';
const tarjeta = (page: Page) => page.getByRole('region', { name: 'Avisos por e-mail y SMS' });
const telefonoNuevo = () => `6${String(Date.now()).slice(-8)}`;

// The journey changes Lucía's phone and choices: start from the demo data and leave it as seeded.
fromSeededDemoData('file');

async function ultimoSms(page: Page, telefono: string): Promise<string> {
  const res = await page.request.get(`${API}/dev/sms-outbox?telefono=${telefono}`);
  return ((await res.json()) as { data: { mensajes: { texto: string }[] } }).data.mensajes[0]?.texto ?? '';
}

test('390 px: a notification switch is changed with the keyboard and kept; a phone change is e-mailed to the local SMTP server', async ({
  page,
}) => {
  test.skip(!!process.env.E2E_BASE_URL, 'reads the local SMTP server of the product Playwright starts');
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, '12345678Z', '/area-cliente/cliente');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis datos' })).toBeVisible();

  // Defaults: claim changes by e-mail, not by SMS; security notices on and fixed.
  const card = tarjeta(page);
  const estado = card.getByRole('group', { name: 'Un siniestro cambia de estado' });
  const sms = estado.getByRole('switch', { name: 'Por SMS' });
  await expect(estado.getByRole('switch', { name: 'Por e-mail' })).toBeChecked();
  await expect(sms).not.toBeChecked();
  const seguridad = card.getByRole('group', { name: /Cambios en tus datos/ });
  for (const s of await seguridad.getByRole('switch').all()) {
    await expect(s).toBeChecked();
    await expect(s).toBeDisabled();
  }
  await expect(seguridad.getByText('Siempre activo: es un aviso de seguridad.')).toBeVisible();

  // The keyboard alone: focus the switch, Space turns it on, then the save button.
  await sms.focus();
  await page.keyboard.press('Space');
  await expect(sms).toBeChecked();
  await card.getByRole('button', { name: 'Guardar avisos' }).focus();
  await page.keyboard.press('Enter');
  await expect(card.getByText('Hemos guardado tus preferencias de avisos.')).toBeVisible();
  await expectAccessible(page);
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'avisos-390');

  // Kept: read again after a reload; the history has the line.
  await page.reload();
  await expect(
    tarjeta(page)
      .getByRole('group', { name: 'Un siniestro cambia de estado' })
      .getByRole('switch', { name: 'Por SMS' }),
  ).toBeChecked();
  await expect(
    page
      .getByRole('region', { name: 'Historial de cambios' })
      .getByText('Avisos por e-mail y SMS: 1 activado'),
  ).toBeVisible();

  // An event: the phone changes.
  const numero = telefonoNuevo();
  await page.getByRole('button', { name: 'Cambiar teléfono' }).click();
  const popup = page.getByRole('dialog');
  await popup.getByLabel('Nuevo teléfono').fill(numero);
  // Confirmed with a code by SMS to the phone on record.
  await confirmarConCodigo(page, popup, '612345678');
  await popup.getByRole('button', { name: 'Continuar' }).click();
  await popup.getByRole('button', { name: 'Enviar' }).click();
  await expect(popup.getByText('Hemos actualizado tu número de teléfono.')).toBeVisible();
  await popup.locator('.ac-popup__body').getByRole('button', { name: 'Cerrar' }).click();

  // The e-mail, sent by the queue within seconds, arrives at the local SMTP server Playwright started
  // for the product (playwright.config.ts), where it is read as received.
  const cambio = () =>
    correosPara('lucia.fernandez@example.com').find((c) =>
      c.texto.includes('Se ha cambiado tu teléfono móvil'),
    );
  await expect
    .poll(() => cambio()?.asunto, { timeout: 20_000 })
    .toBe('Se han cambiado tus datos en el Área Cliente');
  const correo = cambio()!;
  expect(correo.texto).toContain('Se ha cambiado tu teléfono móvil en el Área Cliente el ');
  expect(correo.texto).toContain('Si no has sido tú, llama cuanto antes a Atención al Cliente');
  // Nothing personal: not the new number, not the NIF.
  for (const parte of [correo.texto, correo.html]) {
    expect(parte).not.toContain(numero);
    expect(parte).not.toContain('12345678Z');
  }

  // And the SMS went to the previous number, the one its owner reads.
  await expect
    .poll(() => ultimoSms(page, '612345678'), { timeout: 20_000 })
    .toContain('se ha cambiado tu teléfono móvil');
});

test('1440 px: the card reads as two columns of switches', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, '00000023T', '/area-cliente/cliente');
  const card = tarjeta(page);
  await expect(
    card.getByRole('group', { name: 'Se devuelve un recibo' }).getByRole('switch', { name: 'Por SMS' }),
  ).toBeChecked();
  await expectAccessible(page);
  await card.scrollIntoViewIfNeeded();
  await shot(card, 'avisos-1440');
});
