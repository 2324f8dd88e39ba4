import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { login } from '../support/fixtures';
import { shot } from '../support/shot';

// The CSP allows no inline style (the brand's by hash only) and images from this origin,
// data: and blob:. The login, the home and the draws (a campaign image) render with no violation.

/** Every CSP violation the page reports, as the browser's event and as its console error. */
function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
      );
    });
  });
  return violations;
}

test('the login, the home and the draws render with no CSP violation', async ({ page }) => {
  const violations = collectViolations(page);
  const response = await page.goto('/area-cliente/login');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).toMatch(/style-src 'self' 'sha256-[\w+/=]+';/);
  expect(csp).toContain("img-src 'self' data: blob:;");
  await expect(page.getByRole('textbox', { name: /NIF/ })).toBeVisible();
  await expect(page.locator('img.shell-logo__mark')).toHaveJSProperty('complete', true);

  await login(page, '12345678Z');
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
  // The brand's colours reach the page (its <style>, allowed by hash, and the shell's, through the CSSOM).
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--ac-color-primary').trim(),
  );
  expect(primary).toBe('#0b5c8e');

  await page.goto('/area-cliente/sorteos');
  const image = page.locator('[data-card="sorteo-viaje"] img');
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shot(page, 'csp-sorteos', { fullPage: false });
  // Let late styles and images settle before reading the list.
  await page.waitForTimeout(500);
  expect(violations).toEqual([]);
});
