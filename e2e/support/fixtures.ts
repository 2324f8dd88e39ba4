import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { currentProduct } from './env';

export const DEMO_PASSWORD = 'Demo2024';
export const TOKEN_KEY = 'area-cliente.token';

/** Marks the first-use tip as seen, as the 'Entendido' button does, so it does not cover the page. */
export async function dismissFirstUseTip(page: Page): Promise<void> {
  await page
    .context()
    .addCookies([{ name: 'ac-instrucciones-v2', value: '1', url: `${currentProduct().baseURL}/` }]);
}

/** Logs in through the real /login screen (first-use tip already seen, unless `firstUseTip` says so). */
export async function login(
  page: Page,
  nif: string,
  password = DEMO_PASSWORD,
  { firstUseTip = false } = {},
): Promise<void> {
  if (!firstUseTip) await dismissFirstUseTip(page);
  await page.goto('/area-cliente/login');
  await page.getByLabel(/NIF/i).fill(nif);
  await page
    .getByLabel(/Contraseña/i, { exact: false })
    .first()
    .fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);
}

/** Fails the journey on serious or critical WCAG A/AA violations of the page as it stands. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
