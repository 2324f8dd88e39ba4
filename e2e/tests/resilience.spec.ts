import { expect } from '@playwright/test';
import { test } from '../support/test';
import { expectAccessible, signedIn } from '../support/fixtures';

test('with the offers remote unreachable the shell keeps header, side menu and footer and offers a retry', async ({
  page,
}) => {
  await page.route('**/area-cliente/remotes/remote_offers/**', (route) => route.abort('connectionrefused'));
  await signedIn(page, '12345678Z');
  await expect(page.getByRole('banner')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Menú lateral' });
  await expect(menu).toBeVisible();
  // The other remotes' entries are there; the offers' ones are left out while it is down.
  await expect(menu.getByRole('link', { name: 'Mis datos' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Reclamaciones' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Servicios', exact: true })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toContainText(
    'Teléfonos de atención de lunes a viernes de 09:00 a 21:00 horas',
  );
  const retry = page.getByRole('button', { name: 'Reintentar' });
  await expect(retry).toBeVisible();

  // Once the remote is back, 'Reintentar' mounts it without reloading the page.
  await page.unroute('**/area-cliente/remotes/remote_offers/**');
  await retry.click();
  await expect(retry).toBeHidden();
  // And its menu entries come back, in their place after 'Reclamaciones'.
  await expect(menu.getByRole('link', { name: 'Servicios', exact: true })).toBeVisible();
  await expect(menu.getByRole('link')).toContainText(['Reclamaciones', 'Mi oficina', 'Servicios']);
  await expectAccessible(page);
});
