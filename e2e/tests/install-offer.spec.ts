import { expect, type Page } from '@playwright/test';
import { expectAccessible, login } from '../support/fixtures';
import { test } from '../support/test';
import { shot } from '../support/shot';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** What Chromium fires once the app meets its install criteria (it decides when; here, now). */
async function browserOffersInstall(page: Page) {
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        (window as unknown as { installPrompted: boolean }).installPrompted = true;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(offer);
  });
}

const offer = (page: Page) => page.getByRole('region', { name: 'Instalar la aplicación' });

test.use({ viewport: { width: 390, height: 844 } });

test("a phone that can install gets the offer; 'Ahora no' is remembered and keeps the keyboard in the page", async ({
  page,
}) => {
  await login(page, '12345678Z');
  await expect(page).toHaveURL(/\/inicio$/);
  await expect(offer(page)).toHaveCount(0);

  await browserOffersInstall(page);
  await expect(offer(page)).toContainText('Instala el Área Cliente en tu móvil');
  await expect(offer(page).getByRole('button', { name: 'Instalar' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'install-offer-390', { fullPage: false });

  await offer(page).getByRole('button', { name: 'Ahora no' }).focus();
  await page.keyboard.press('Enter');
  await expect(offer(page)).toHaveCount(0);
  await expect(page.locator('#contenido')).toBeFocused();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await browserOffersInstall(page);
  await expect(offer(page)).toHaveCount(0);
});

test("'Instalar' opens the browser's own install dialog", async ({ page }) => {
  await login(page, '12345678Z');
  await expect(page).toHaveURL(/\/inicio$/);
  await browserOffersInstall(page);
  await offer(page).getByRole('button', { name: 'Instalar' }).click();
  await expect.poll(() => page.evaluate(() => 'installPrompted' in window)).toBe(true);
  await expect(offer(page)).toHaveCount(0);
});

test.describe('Safari on iPhone', () => {
  test.use({ userAgent: IPHONE_SAFARI });

  test('gets the add-to-home-screen hint once', async ({ page }) => {
    await login(page, '12345678Z');
    await expect(page).toHaveURL(/\/inicio$/);
    await expect(offer(page)).toContainText('pulsa el botón Compartir de Safari');
    await offer(page).getByRole('button', { name: 'Entendido' }).click();
    await expect(offer(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
  });
});
