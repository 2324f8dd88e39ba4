import { expect } from '@playwright/test';
import { expectAccessible, signedIn, storedToken } from '../support/fixtures';
import { test } from '../support/test';
import { shot } from '../support/shot';

// The logged-in header on one line at every width: hamburger, the brand's logo and name, 'Volver' and
// 'Mis documentos' with its unread badge. On a phone the badge rides on the icon and the controls sit
// closer; the narrowest phones keep 'Volver' as its arrow (its name stays 'Volver').
const MARCA = 'Mutua Horizonte';

for (const width of [320, 390, 1440]) {
  test(`at ${width} px the header holds on one line, every control reachable by its name`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await signedIn(page, '12345678Z');
    // A policy screen: the header also carries 'Volver'.
    const res = await page.request.get('/produccion/rest/v1/ac/portfolio', {
      headers: { 'Auth-token': (await storedToken(page)) ?? '' },
    });
    const { data } = (await res.json()) as { data: { lstPolizasVeh: { idPoliza: number }[] } };
    await page.goto(`/area-cliente/polizaAutos/${data.lstPolizasVeh[0]?.idPoliza}`);
    const header = page.getByRole('banner');
    const logo = header.getByRole('link', { name: `${MARCA}: ir al inicio` });
    const volver = header.getByRole('button', { name: 'Volver' });
    const docs = header.getByRole('link', { name: /^Mis documentos, \d+ sin leer$/ });
    const menu = header.getByRole('button', { name: 'Abrir menú' });
    for (const control of [menu, logo, volver, docs]) await expect(control).toBeVisible();
    await expect(header.locator('.shell-docs__insignia')).toHaveText(/^\d+\+?$/);

    // One line: the name is as tall as one of its lines, the header as tall as designed, nothing
    // sticks out of it, and the controls do not overlap.
    const medidas = await header.evaluate((el) => {
      const texto = el.querySelector('.shell-logo__text') as HTMLElement;
      const caja = (s: string) => (el.querySelector(s) as HTMLElement).getBoundingClientRect();
      return {
        alto: el.getBoundingClientRect().height,
        altoPrevisto: parseFloat(getComputedStyle(document.documentElement).fontSize) * 3.5,
        lineas: Math.round(
          texto.getBoundingClientRect().height / parseFloat(getComputedStyle(texto).lineHeight),
        ),
        desborda: el.scrollWidth > el.clientWidth,
        nombreEntero: texto.scrollWidth <= texto.clientWidth,
        cajas: ['.shell-hamburger', '.shell-logo', '.shell-back', '.shell-docs'].map((s) => caja(s)),
      };
    });
    expect(medidas.lineas).toBe(1);
    expect(medidas.nombreEntero).toBe(true);
    expect(medidas.alto).toBeCloseTo(medidas.altoPrevisto, 0);
    expect(medidas.desborda).toBe(false);
    for (let i = 1; i < medidas.cajas.length; i++)
      expect(medidas.cajas[i]!.left).toBeGreaterThanOrEqual(medidas.cajas[i - 1]!.right - 0.5);
    // Touch targets stay 44 px.
    for (const control of [menu, volver, docs]) {
      const box = await control.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectAccessible(page);
    await shot(page.getByRole('banner'), `cabecera-${width}`);

    await volver.click();
    await expect(page).not.toHaveURL(/\/polizaAutos\//);
  });
}
