import { chromium } from '@playwright/test';
const base = process.argv[2] ?? 'http://127.0.0.1:8391';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, serviceWorkers: 'block' });
const page = await ctx.newPage();
const rows = [];
page.on('requestfinished', async (r) => { const res = await r.response(); const s = await r.sizes(); rows.push([s.responseBodySize, res.headers()['content-type'], r.url()]); });
await page.goto(base + '/area-cliente/login', { waitUntil: 'networkidle' });
await page.getByLabel(/NIF/i).fill('12345678Z');
await page.getByLabel(/Contraseña/i).first().fill('Demo2024');
await page.getByRole('button', { name: 'Entrar', exact: true }).click();
await page.waitForURL(/inicio$/);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1500);
const ahead = new Set(await page.evaluate(() => { const since = performance.getEntriesByName('area-cliente:prefetch')[0]?.startTime; if (since === undefined) return []; return performance.getEntriesByType('resource').filter((e) => e.startTime >= since).map((e) => e.name); }));
let t = 0;
for (const [n, ct, u] of rows.sort((a, b) => b[0] - a[0])) { if (/javascript/.test(ct ?? '') && !ahead.has(u)) { t += n; console.log((n / 1024).toFixed(1).padStart(7), u.replace(base, '').replace(/\/\d{8}-\d{6}-[0-9a-f]+/, '')); } }
console.log('total JS', (t / 1024).toFixed(1));
await browser.close();
