import { chromium } from '@playwright/test';
const base = 'http://localhost:8630';
const who = process.argv[2] ?? 'editora';
const path = process.argv[3] ?? '/estudio/';
const shot = process.argv[4] ?? 'portada';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const login = await browser.newContext({ bypassCSP: true });
const lp = await login.newPage();
await lp.goto(`${base}/estudio/auth/entrar`);
await lp.getByLabel('Usuario').fill(who);
await lp.getByLabel('Contraseña').fill('Demo2024');
await lp.getByRole('button', { name: 'Entrar' }).click();
await lp.waitForURL(`${base}/estudio/**`);
const state = await login.storageState();
for (const width of [1440, 390]) {
  const ctx = await browser.newContext({ storageState: state, viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() !== 'log' && console.log('console:', m.type(), m.text(), m.location().url));
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/estudio-ui-run/${shot}-${width}.png`, fullPage: true });
}
await browser.close();
