import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectAccessible, signedIn } from '../support/fixtures';

const coupons = (page: Page) => page.locator('[data-card="cupones-amigo"]');
const coupon = (page: Page, code: string) => coupons(page).getByRole('listitem').filter({ hasText: code });

test('sharing a pending coupon on desktop copies its code with the 1.5 s toast', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedIn(page, '12345678Z', '/area-cliente/ofertas');
  await coupon(page, 'LUCIA7K2P9').getByRole('button', { name: 'Compartir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Comparte tu cupón' });
  await expect(dialog).toContainText('LUCIA7K2P9');
  await expectAccessible(page);

  const audit = page.waitForResponse((r) => r.url().endsWith('/user/insertAudit'));
  await dialog.getByRole('button', { name: 'Copiar código' }).click();
  const toast = page.getByText('Copiado al portapapeles');
  await expect(toast).toBeVisible();
  expect((await (await audit).json()).codigo).toBe(0);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('LUCIA7K2P9');
  await expect(toast).toBeHidden({ timeout: 3000 });
});

test('on a phone, sharing offers a messaging-app link instead', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, '12345678Z', '/area-cliente/ofertas');
  await coupon(page, 'LUCIA7K2P9').getByRole('button', { name: 'Compartir' }).click();
  const link = page.getByRole('dialog').getByRole('link', { name: /Compartir por WhatsApp/ });
  await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=.*LUCIA7K2P9/);
  await expect(link).toHaveAttribute('target', '_blank');
});

test('assigning an available coupon offers only policies with room and marks it Asignado', async ({
  page,
}) => {
  await signedIn(page, '12345678Z', '/area-cliente/ofertas');
  await expect(coupon(page, 'LUCIA3M8Q4')).toContainText('Activado');
  await expect(coupon(page, 'LUCIA2H7N5')).toContainText('Consumido');

  await coupon(page, 'LUCIA5T1W6').getByRole('button', { name: 'Asignar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Asigna tu cupón' });
  // The car policy already has its 3 coupons.
  await expect(dialog.getByRole('radio')).not.toHaveCount(0);
  await expect(dialog).not.toContainText('AUT-10023456');
  await expectAccessible(page);
  await dialog.getByRole('radio', { name: /HOG-20034567/ }).check();
  await dialog.getByRole('button', { name: 'Asignar' }).click();
  await expect(dialog).toContainText(
    'Tu descuento se aplicará en la próxima renovación de la póliza HOG-20034567.',
  );
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(coupon(page, 'LUCIA5T1W6')).toContainText('Asignado');
});

test('asking the office for a call-back checks the phone and confirms at once', async ({ page }) => {
  await signedIn(page, '12345678Z', '/area-cliente/mioficina');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Oficina de Referencia' })).toBeVisible();
  await page.getByRole('button', { name: 'Quiero que me llaméis' }).click();
  const dialog = page.getByRole('dialog', { name: 'Te llamamos' });
  const phone = dialog.getByLabel('Teléfono de contacto');
  await phone.fill('');
  await dialog.getByRole('button', { name: 'Solicitar llamada' }).click();
  await expect(dialog).toContainText('Escriba un número de teléfono');
  await phone.fill('512345678');
  await dialog.getByRole('button', { name: 'Solicitar llamada' }).click();
  await expect(dialog).toContainText('Número de telefono incorrecto');
  await expectAccessible(page);

  await phone.fill('612345678');
  const request = page.waitForResponse((r) => r.url().endsWith('/cliente/creaGestionCliente'));
  await dialog.getByRole('button', { name: 'Solicitar llamada' }).click();
  await expect(dialog).toContainText('Hemos recibido tu solicitud. Te llamaremos lo antes posible.');
  // The confirmation did not wait for the answer, but the request is stored all the same.
  expect((await (await request).json()).codigo).toBe(0);
});
