import { chromium } from '@playwright/test';
const base = 'http://localhost:8630';
const path = process.argv[2] ?? '/estudio/borradores/1';
const shot = process.argv[3] ?? 'editor';
const who = process.argv[4] ?? 'editora';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const login = await browser.newContext({ bypassCSP: true });
const lp = await login.newPage();
await lp.goto(`${base}/estudio/auth/entrar`);
await lp.getByLabel('Usuario').fill(who);
await lp.getByLabel('Contraseña').fill('Demo2024');
await lp.getByRole('button', { name: 'Entrar' }).click();
await lp.waitForURL(`${base}/estudio/**`);
const state = await login.storageState();
const pointer = await (await fetch(`${base}/area-cliente/campaign.json`)).json();
const published = await (await fetch(`${base}${pointer.url}`)).json();
const folder = pointer.url.slice(0, pointer.url.lastIndexOf('/') + 1);
const campana = published.campaign;
const ahora = new Date().toISOString();
const mocks = {
  '/estudio/api/campana': { viva: { version: pointer.version, nombre: campana.nombre, publicadaEn: ahora }, versiones: [{ version: pointer.version, nombre: campana.nombre, publicadaEn: ahora }, { version: '20261101-100000-aaaa', nombre: 'Otoño', publicadaEn: '2026-11-01T10:00:00Z' }], programadas: [] },
  '/estudio/api/borradores': { borradores: [{ id: 1, nombre: campana.nombre, estado: 'borrador', autor: 'editora', actualizadoEn: ahora }, { id: 2, nombre: 'Navidad', estado: 'rechazada', autor: 'editora', actualizadoEn: ahora, motivoRechazo: 'Falta el texto legal' }] },
  '/estudio/api/borradores/1': { id: 1, nombre: campana.nombre, estado: process.env.ESTADO ?? 'borrador', autor: 'editora', actualizadoEn: ahora, revision: 1, campana, imagenes: Object.keys(published.imagenes) },
  '/estudio/api/campana/comparar': { nuevas: [], cambiadas: [{ antes: campana.cards[0], despues: campana.cards[0] }], retiradas: [] },
  '/estudio/api/alcance': { clientes: 1240 },
  '/estudio/api/auditoria': { entradas: [{ cuando: ahora, quien: 'editora', accion: 'creado', borradorId: 1 }, { cuando: ahora, quien: 'aprobador', accion: 'publicado', version: pointer.version }] },
};
for (const width of [1440, 390]) {
  const ctx = await browser.newContext({ storageState: state, viewport: { width, height: 900 } });
  await ctx.route('**/estudio/api/**', async (route) => {
    const url = new URL(route.request().url());
    const img = /imagenes\/(.+)$/.exec(url.pathname);
    if (img) return route.fulfill({ status: 302, headers: { location: `${folder}${published.imagenes[img[1]] ?? img[1]}` } });
    if (url.pathname === '/estudio/api/yo') return route.fallback();
    const body = mocks[url.pathname];
    return body ? route.fulfill({ json: body }) : route.fulfill({ status: 404, json: { codigo: 'NO' } });
  });
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() !== 'log' && console.log('console:', m.type(), m.text(), m.location().url));
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `/tmp/estudio-ui-run/${shot}-${width}.png`, fullPage: true });
  if (width === 390) {
    const n = await page.locator('.estudio-seccion').count();
    for (let i = 0; i < n; i++) await page.locator('.estudio-seccion').nth(i).screenshot({ path: `/tmp/estudio-ui-run/${shot}-390-s${i}.png` });
  }
}
await browser.close();
