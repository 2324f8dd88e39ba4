import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { dismissFirstUseTip, expectAccessible, signedIn } from '../support/fixtures';
import { shot } from '../support/shot';

// The company customer: no other journey changes its login or its 'Mis datos'.
const NIF = 'B12345674';

const tarjeta = (page: Page) => page.getByRole('region', { name: 'Llaves de acceso' });

async function abrirMisDatos(page: Page) {
  await page.goto('/area-cliente/cliente');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis datos' })).toBeVisible();
}

test('a passkey: created in Mis datos with the password session, then the login with it alone goes to inicio', async ({
  page,
}) => {
  // Chromium's virtual authenticator: a platform key that keeps discoverable credentials and verifies
  // the user (as a fingerprint would) without a prompt.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  await signedIn(page, NIF, '/area-cliente/cliente');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis datos' })).toBeVisible();
  await expect(tarjeta(page).getByText('Aún no tienes ninguna llave de acceso.')).toBeVisible();
  await tarjeta(page).getByRole('button', { name: 'Crear una llave de acceso' }).click();
  await expect(tarjeta(page).getByRole('status')).toHaveText(
    'Hemos creado tu llave de acceso. La próxima vez podrás entrar con ella.',
  );
  const llaves = tarjeta(page).getByRole('listitem');
  await expect(llaves).toHaveCount(1);
  await expect(llaves.first()).toContainText(/^Chrome en \w+Creada el \d{2}-\d{2}-\d{4} · Aún sin usar/);
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);
  // The history says so too.
  await expect(
    page
      .getByRole('region', { name: 'Historial de cambios' })
      .getByText(/^Llave de acceso creada \(Chrome en/),
  ).toBeVisible();
  await expectAccessible(page);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await tarjeta(page).scrollIntoViewIfNeeded();
    await shot(tarjeta(page), `llaves-acceso-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Log out; the passkey alone logs in, no NIF typed.
  await page
    .getByRole('navigation', { name: 'Menú lateral' })
    .getByRole('button', { name: 'Cerrar sesión' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await dismissFirstUseTip(page);
  const conLlave = page.getByRole('button', { name: 'Entrar con una llave de acceso' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(conLlave).toBeVisible();
  await shot(page, 'login-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await conLlave.click();
  await expect(page).toHaveURL(/\/inicio$/);

  // Its last use is on record; removing it asks first.
  await abrirMisDatos(page);
  await expect(llaves.first()).toContainText('Último uso:');
  await llaves
    .first()
    .getByRole('button', { name: /^Eliminar la llave/ })
    .click();
  const confirmar = page.getByRole('dialog', { name: '¿Eliminar la llave de acceso?' });
  await confirmar.getByRole('button', { name: 'Eliminar llave' }).click();
  await expect(tarjeta(page).getByRole('status')).toHaveText('Hemos eliminado la llave de acceso.');
  await expect(tarjeta(page).getByText('Aún no tienes ninguna llave de acceso.')).toBeVisible();
  await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
});
