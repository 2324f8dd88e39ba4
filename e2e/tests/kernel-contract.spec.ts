import { expect } from '@playwright/test';
import { test } from '../support/test';
import { login } from '../support/fixtures';

// remotes.json as if someone had hand-edited it (or a stale CDN served it): the claims remote built for
// a kernel this shell does not provide. The shell must not load it, and nothing else may suffer.
test('a remote built for a kernel the shell lacks shows its section fallback; every other section works', async ({
  page,
}) => {
  await page.route('**/area-cliente/remotes.json', async (route) => {
    const response = await route.fetch();
    const manifest = await response.json();
    manifest.remotes.remote_claims.needs = { kernel: '^99.0.0', react: '19.3.1' };
    await route.fulfill({ response, json: manifest });
  });
  const reported = page.waitForRequest(
    (request) =>
      request.url().endsWith('/telemetria/remote-no-disponible') &&
      request.postData()?.includes('remote_claims') === true,
  );

  await login(page, '12345678Z');
  await expect(page).toHaveURL(/\/inicio$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hola');
  await reported;

  await page.goto('/area-cliente/siniestroAutos/SIN-0000101');
  await expect(
    page.getByRole('heading', { level: 1, name: 'No hemos podido cargar esta sección.' }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(
    'Teléfonos de atención de lunes a viernes de 09:00 a 21:00 horas',
  );
  const menu = page.getByRole('navigation', { name: 'Menú lateral' });
  await expect(menu).toBeVisible();

  // Another remote's section, reached from the side menu (an unpaid receipt), works as always.
  await menu
    .getByRole('link', { name: /AUT-10023456/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/recibo\/\d+$/);
  await expect(page.getByRole('button', { name: 'Pagar recibo' })).toBeVisible();
});
