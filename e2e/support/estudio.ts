import type { Browser, Page } from '@playwright/test';
import { axeViolations, resize, screenSettled, WIDTHS } from './a11y';

// The studio (/estudio/) as staff reach it: the demo identity provider's sign-in in a browser.

const PASSWORD = 'Demo2024';

/**
 * A browser page of the studio signed in as `usuario` through the demo's identity provider; what the
 * studio's Content Security Policy refuses on it is added to `cspViolations`.
 */
export async function staff(
  browser: Browser,
  baseURL: string,
  usuario: string,
  cspViolations: string[] = [],
): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  const idp = await context.newPage();
  await idp.goto('/estudio/auth/entrar');
  await idp.getByLabel('Usuario').fill(usuario);
  await idp.getByLabel('Contraseña').fill(PASSWORD);
  await idp.getByRole('button', { name: 'Entrar' }).click();
  await idp.waitForURL('**/estudio/');
  await idp.close();
  const page = await context.newPage();
  page.on('console', (m) => {
    if (/Content Security Policy/.test(m.text())) cspViolations.push(`${usuario}: ${m.text()}`);
  });
  return page;
}

/** The studio screen as it stands, checked by axe at each of WIDTHS. */
export async function axeAtBothWidths(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await resize(page, width);
    await screenSettled(page);
    problems.push(...(await axeViolations(page, `${where} @${width}`)));
  }
  return problems;
}
