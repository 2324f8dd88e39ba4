import { expect } from '@playwright/test';
import { abrePoliza, asistenciaSpec, URL_ASISTENCIA } from '../support/asistencia';
import { atEachWidth } from '../support/a11y';
import { expectAccessible, signedIn } from '../support/fixtures';
import { test } from '../support/test';
import { shot } from '../support/shot';

// Roadside assistance: a customer calls off a request she no longer needs (after a confirm step) and
// finds it, with her other requests for the vehicle, on the request page.

asistenciaSpec();

// On a phone, each screen also seen at 1440 px (the same flow at both widths).
test("an open request is cancelled after confirming and listed as 'Cancelada'", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signedIn(page, '12345678Z');
  await abrePoliza(page, 'AUT-10023456');
  await page.getByRole('link', { name: 'Pedir asistencia en carretera' }).click();
  // Nothing asked for yet on this vehicle.
  const lista = page.getByRole('region', { name: 'Tus peticiones de asistencia' });
  await expect(
    lista.getByText('Todavía no has pedido asistencia en carretera para este vehículo.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
  await expect(page.getByText('Tenemos tu ubicación (precisión de unos 15 m).')).toBeVisible();
  await page.getByLabel('Pinchazo').check();
  await page.getByRole('button', { name: 'Pedir asistencia' }).click();
  await expect(page).toHaveURL(URL_ASISTENCIA);
  const codigo = URL_ASISTENCIA.exec(page.url())?.[1] ?? '';
  const estado = page.locator('.asistencia-estado__actual');
  await expect(estado).toHaveText('Recibida');

  // The confirm step: 'No' keeps it, Escape too.
  const cancelar = page.getByRole('button', { name: 'Cancelar la asistencia' });
  await cancelar.click();
  const dialogo = page.getByRole('dialog', { name: '¿Cancelar la asistencia?' });
  await expect(dialogo).toBeVisible();
  await expectAccessible(page);
  await atEachWidth(page, (width) => shot(page, `cancelar-confirmar-${width}`));
  await dialogo.getByRole('button', { name: 'No, la sigo necesitando' }).click();
  await expect(dialogo).toBeHidden();
  await cancelar.click();
  await page.keyboard.press('Escape');
  await expect(dialogo).toBeHidden();
  await expect(estado).not.toHaveText('Cancelada');

  await cancelar.click();
  await dialogo.getByRole('button', { name: 'Sí, cancelarla' }).click();
  await expect(estado).toHaveText('Cancelada');
  await expect(page.getByText(/^Has cancelado esta asistencia a las \d{2}:\d{2}\./)).toBeVisible();
  await expect(page.getByText('Borrada al cancelar la asistencia')).toBeVisible();
  await expect(cancelar).toBeHidden();
  await expectAccessible(page);
  await atEachWidth(page, (width) => shot(page, `cancelada-${width}`));

  // A new request is offered again, and the list names the cancelled one.
  await page.getByRole('link', { name: 'pide una nueva asistencia' }).click();
  await expect(page.getByRole('button', { name: 'Pedir asistencia' })).toBeVisible();
  const fila = lista.getByRole('listitem').filter({ hasText: codigo });
  await expect(fila).toContainText('Cancelada');
  await expect(fila).toContainText('Pinchazo');
  await expectAccessible(page);
  await atEachWidth(page, (width) => shot(page, `peticiones-${width}`));
  await fila.getByRole('link', { name: codigo }).click();
  await expect(page).toHaveURL(new RegExp(`/asistencia/${codigo}$`));
  await expect(estado).toHaveText('Cancelada');
});
