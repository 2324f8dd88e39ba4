import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { signedIn } from '../support/fixtures';
import { shot } from '../support/shot';

// The insurer's brand (config.json), who looks after the customer, phones as people
// read them. The demo's brand is the invented Mutua Horizonte (scripts/lib/config.mjs).
const MARCA = 'Mutua Horizonte';
const RAZON_SOCIAL = 'Mutua Horizonte Seguros, Mutua de Seguros a Prima Fija';
const LEGAL = ['Aviso legal', 'Política de privacidad', 'Política de cookies', 'Accesibilidad'];

/** Layout shift the page has seen so far (the CLS of a page that does not scroll). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test("the login carries the brand: logo and name in the header, 'ÁREA CLIENTE' once, the company and its legal pages in the footer", async ({
      page,
      request,
    }) => {
      // Before any script: the page the server sends already names the insurer.
      const html = await (await request.get('/area-cliente/login')).text();
      expect(html).toContain(`<span class="shell-logo__text">${MARCA}</span>`);

      await page.goto('/area-cliente/login');
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: `${MARCA}: ir al inicio` })).toBeVisible();
      await expect(header.getByRole('img')).toHaveCount(0); // the logo is decorative: the name says it
      await expect(header.locator('img.shell-logo__mark')).toHaveJSProperty('complete', true);
      await expect(page.getByRole('textbox', { name: /NIF/ })).toBeVisible();
      const texto = await page.locator('body').innerText();
      expect(texto.match(/ÁREA CLIENTE/gi) ?? []).toHaveLength(1);

      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(RAZON_SOCIAL);
      await expect(footer).toContainText('Teléfonos de atención de lunes a viernes de 09:00 a 21:00 horas');
      await expect(footer.getByRole('link', { name: '900 414 141' })).toHaveAttribute(
        'href',
        'tel:900414141',
      );
      const legal = footer.getByRole('navigation', { name: 'Información legal' });
      for (const name of LEGAL) {
        const href = await legal.getByRole('link', { name }).getAttribute('href');
        expect(href).not.toContain('example.com');
        const pagina = await request.get(href!);
        expect(pagina.status(), `${name}: ${href}`).toBe(200);
        expect(await pagina.text()).toContain(MARCA);
      }
      // The access screens fill the screen below the header, so the footer, tall with the brand's legal
      // name and pages, does not jump while the form's code arrives (it did: 0.23 at 390 px).
      expect(await layoutShift(page)).toBeLessThan(0.01);
      await shot(page, `login-${width}`);
    });

    test("a direct customer's 'Mi Oficina' names the office with its address, phone, e-mail and hours", async ({
      page,
    }) => {
      await signedIn(page, '12345678Z');
      await expect(page.getByRole('banner')).toContainText(MARCA);
      await shot(page, `inicio-${width}`);

      await page.goto('/area-cliente/mioficina');
      const oficina = page.locator('.offers-oficina');
      await expect(oficina).toContainText('Oficina Madrid Retiro');
      await expect(oficina).toContainText('Calle de O’Donnell 34, 28009 Madrid');
      await expect(oficina.getByRole('link', { name: '91 555 01 23' })).toHaveAttribute(
        'href',
        'tel:915550123',
      );
      await expect(oficina.getByRole('link', { name: 'retiro@mutuahorizonte.es' })).toHaveAttribute(
        'href',
        'mailto:retiro@mutuahorizonte.es',
      );
      await expect(oficina).toContainText('De lunes a viernes, de 9:00 a 14:00 y de 16:30 a 19:30');
      await shot(page, `mioficina-${width}`);

      // 'Mis datos' groups the phone's digits (the kernel's formatTelefono).
      await page.goto('/area-cliente/cliente');
      const telefono = page.locator('.ac-datalist__row', { hasText: 'Teléfono' }).locator('dd');
      await expect(telefono).toHaveText(/^[67]\d{2} \d{3} \d{3}$/);
    });

    test("a broker's customer sees their broker's name, address, phone, e-mail and hours on the home", async ({
      page,
    }) => {
      await signedIn(page, '00000023T');
      const broker = page.locator('.offers-mediated');
      await expect(broker).toContainText('Correduría Levante Seguros, S.L.');
      await expect(broker).toContainText('Calle de Colón 18, 2º, 46004 Valencia');
      await expect(broker.getByRole('link', { name: '963 33 44 55' })).toHaveAttribute(
        'href',
        'tel:963334455',
      );
      await expect(broker.getByRole('link', { name: 'atencion@levanteseguros.es' })).toBeVisible();
      await expect(broker).toContainText('viernes, de 9:00 a 14:00');
      await shot(page, `mediado-${width}`);
    });
  });
}
