import { expect } from '@playwright/test';
import { test } from '../support/test';
import { DEMO_PASSWORD, expectAccessible, login } from '../support/fixtures';

test('the first-use tip shows once and Entendido stores the instructions-version cookie', async ({
  page,
  context,
}) => {
  await login(page, '12345678Z', DEMO_PASSWORD, { firstUseTip: true });
  await expect(page).toHaveURL(/\/inicio$/);

  const entendido = page.getByRole('button', { name: 'Entendido' });
  await expect(entendido).toBeVisible();
  await expectAccessible(page);
  await entendido.click();
  await expect(entendido).toBeHidden();

  const cookie = (await context.cookies()).find((c) => c.name === 'ac-instrucciones-v2');
  expect(cookie?.path).toBe('/');
  // The app asks for 3650 days; Chromium caps every cookie at 400 days, so that is what it keeps.
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(399);

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Menú lateral' })).toBeVisible();
  await expect(entendido).toBeHidden();
});
