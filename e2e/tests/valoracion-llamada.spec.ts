import { expect } from '@playwright/test';
import { atEachWidth } from '../support/a11y';
import { expectAccessible, signedIn } from '../support/fixtures';
import { test } from '../support/test';
import { shot } from '../support/shot';

// A rejected claim valuation's next step: beside the complaint form, a call from the claims department
// (the same call-back request as 'Mi oficina', asunto 'S').

// On a phone; each screen also seen at 1440 px (the same flow at both widths).
test('after a rejected valuation the customer asks for a call from her phone on record', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signedIn(page, '12345678Z', '/area-cliente/siniestroAutos/SIN-0000101');
  const valoracion = page
    .getByRole('navigation', { name: 'Documentos del siniestro' })
    .locator('.claims-docs__item', {
      has: page.getByRole('button', { name: /^Conformidad de valoración de daños/ }),
    });
  await expect(valoracion.getByRole('button', { name: 'No estoy de acuerdo: reclamar' })).toBeVisible();
  const pedir = valoracion.getByRole('button', { name: 'Quiero que me llaméis' });
  await pedir.scrollIntoViewIfNeeded();
  await atEachWidth(page, (width) => shot(page, `siguiente-paso-${width}`));
  await pedir.click();

  const dialogo = page.getByRole('dialog', { name: 'Te llamamos' });
  await expect(dialogo.getByLabel('Teléfono de contacto')).toHaveValue('612345678');
  await expectAccessible(page);
  // The request leaves (its body, asunto 'S', is checked in remote-claims' unit test) and is accepted.
  const respuesta = page.waitForResponse((r) => r.url().endsWith('/v1/ac/cliente/creaGestionCliente'));
  await dialogo.getByRole('button', { name: 'Solicitar llamada' }).click();
  expect(((await (await respuesta).json()) as { codigo: number }).codigo).toBe(0);
  await expect(
    dialogo.getByText('Hemos recibido tu solicitud. Te llamaremos lo antes posible.'),
  ).toBeVisible();
  await atEachWidth(page, (width) => shot(page, `llamada-pedida-${width}`));
  // No failure follows the confirmation.
  await expect(page.getByText('Se ha producido un error. Intentelo más tarde')).toHaveCount(0);
  await dialogo.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialogo).toBeHidden();
  await expect(pedir).toBeFocused();
});
