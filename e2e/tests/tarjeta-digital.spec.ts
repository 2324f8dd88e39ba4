import { expect, type Page } from '@playwright/test';
import type { Portfolio } from '@area-cliente/shared/contract';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { test } from '../support/test';
import { expectAccessible, signedIn, storedToken } from '../support/fixtures';
import { resetDemoData } from '../support/demo-reset';
import { pdfText } from '../support/pdf-text';
import { shot } from '../support/shot';

// The digital insurance card on a car policy, its certificate PDF, and the public page its QR
// opens, read from the QR itself and opened in a fresh browser with no session.

const tarjeta = (page: Page) => page.getByRole('region', { name: 'Tarjeta digital' });
const HOY = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})
  .format(new Date())
  .replace(/\//g, '-');

async function idCoche(page: Page): Promise<number> {
  const res = await page.request.get('/produccion/rest/v1/ac/portfolio', {
    headers: { 'Auth-token': (await storedToken(page)) ?? '' },
  });
  const portfolio = ((await res.json()) as { data: Portfolio }).data;
  return portfolio.lstPolizasVeh.find((p) => p.numPoliza === 'AUT-10023456')!.idPoliza;
}

/** Every CSP violation the page reports (the QR is an image: no inline style may be needed). */
function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

/** The text the card's QR holds, decoded from the pixels on the screen as a phone camera would. */
async function leerQr(page: Page): Promise<string> {
  const img = tarjeta(page).getByRole('img', {
    name: 'Código QR para comprobar que la póliza está en vigor',
  });
  await expect(img).toHaveJSProperty('complete', true);
  const png = PNG.sync.read(await img.screenshot());
  const qr = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!qr) throw new Error('the QR could not be read');
  return qr.data;
}

/** Opens the certificate in a new tab and answers its text. */
async function certificado(page: Page): Promise<string> {
  let pdf: Buffer | undefined;
  await page.context().route('**/polizas/certificado-seguro/**', async (route) => {
    const response = await route.fetch();
    pdf ??= await response.body();
    await route.fulfill({ response });
  });
  const opened = page.context().waitForEvent('page');
  const boton = tarjeta(page).getByRole('button', { name: 'Descargar certificado (PDF)' });
  await boton.focus();
  await page.keyboard.press('Enter');
  const tab = await opened;
  await expect.poll(() => pdf?.subarray(0, 5).toString()).toBe('%PDF-');
  await tab.close();
  await page.context().unroute('**/polizas/certificado-seguro/**');
  return pdfText(pdf!);
}

// The certificate is read where the new tab asks for it; a service worker answering would hide that request.
test.use({ serviceWorkers: 'block' });
test.setTimeout(180_000);

test.beforeEach(async ({ request }) => {
  expect(await resetDemoData(request)).toBe(true);
});

for (const width of [390, 1440]) {
  test(`at ${width} px: the car's card shows, its certificate reads right, its QR verifies without a session`, async ({
    page,
    browser,
  }) => {
    const violations = collectViolations(page);
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await signedIn(page, '12345678Z');
    const coche = await idCoche(page);
    await page.goto(`/area-cliente/polizaAutos/${coche}`);

    const card = tarjeta(page);
    await expect(card).toContainText('Auto Todo Riesgo con Franquicia');
    await expect(card).toContainText('AUT-10023456');
    await expect(card).toContainText('1234 LMN');
    await expect(card).toContainText(/Vigencia\s*Del \d{2}-\d{2}-\d{4} al \d{2}-\d{2}-\d{4}/);
    await expect(card).toContainText('En vigor');
    await expect(card.getByRole('link', { name: '900 414 142' })).toHaveAttribute('href', 'tel:900414142');
    await card.scrollIntoViewIfNeeded();
    await shot(page, `tarjeta-${width}`, { fullPage: false });
    await expectAccessible(page);

    const url = await leerQr(page);
    expect(url).toMatch(/^http:\/\/localhost:\d+\/area-cliente\/verificar#[A-Za-z0-9_-]{24}$/);

    const texto = await certificado(page);
    expect(texto).toContain('Certificado de seguro');
    expect(texto).toContain('AUT-10023456');
    expect(texto).toContain('1234 LMN');
    expect(texto).toContain(`está en vigor a ${HOY}`);
    expect(texto).toContain('900 414 142');
    // Its own QR for the same check, the page named for whoever cannot scan.
    expect(texto).toContain('/area-cliente/verificar');
    expect(violations).toEqual([]);

    // A stranger scans it: a fresh browser, no session, no cookie.
    const otro = await browser.newContext({ serviceWorkers: 'block', viewport: { width, height: 844 } });
    const publica = await otro.newPage();
    await publica.goto(url);
    await expect(publica.getByRole('heading', { level: 1, name: 'Comprobación de póliza' })).toBeVisible();
    await expect(publica.getByRole('status')).toHaveText(`En vigor a ${HOY}`);
    const visible = await publica.locator('body').innerText();
    // What ties it to the car in front of the officer: the product, the plate and the number in part…
    for (const dato of ['Auto Todo Riesgo con Franquicia', '1234 LMN', 'AUT-10•••456'])
      expect(visible).toContain(dato);
    // …never the whole number, the holder's name or NIF, nor the vehicle.
    for (const dato of ['AUT-10023456', 'Lucía', '12345678Z', 'SEAT']) expect(visible).not.toContain(dato);
    await shot(publica, `verificacion-${width}`);

    // Revoked from the card: the same QR now says it was annulled, and nothing of the policy.
    await card.getByRole('button', { name: 'Anular códigos QR' }).focus();
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog', { name: 'Anular los códigos QR' });
    await expect(popup).toContainText('dejarán de servir');
    await popup.getByRole('button', { name: 'Anular los códigos' }).click();
    await expect(popup).toBeHidden();
    await expect(card.getByRole('status')).toHaveText(
      'Hecho: los códigos anteriores ya no sirven. Este es el nuevo.',
    );
    // The card reads again: a new code, a new QR.
    await expect.poll(() => leerQr(page).catch(() => url)).not.toBe(url);
    await publica.reload();
    await expect(publica.getByRole('status')).toHaveText(
      'Código anulado: este código ya no sirve para comprobar la póliza. Pide la tarjeta actual a quien te la muestra.',
    );
    expect(await publica.locator('body').innerText()).not.toContain('1234 LMN');
    await shot(publica, `verificacion-anulada-${width}`);
    await otro.close();
  });
}

for (const width of [390, 1440]) {
  test(`at ${width} px: the cards and roadside help are one press from the home and from the menu`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await signedIn(page, '12345678Z');
    const entrada = page.getByRole('link', { name: /^Tus? tarjetas? digital(es)? y asistencia 24 h$/ });
    // Near the top of the home: in the first screen, before the main content.
    await expect(entrada).toBeInViewport();
    await shot(page, `inicio-tarjetas-${width}`, { fullPage: false });
    // One heading scale: a screen's title reads alike in every remote.
    const estilo = (h1: ReturnType<Page['getByRole']>) =>
      h1.evaluate((el) => ['fontSize', 'color'].map((p) => getComputedStyle(el).getPropertyValue(p)).join());
    const estiloInicio = await estilo(page.getByRole('heading', { level: 1 }));
    await entrada.focus();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/area-cliente\/tarjetas$/);
    const titulo = page.getByRole('heading', { level: 1 });
    await expect(titulo).toHaveText('Tarjetas y asistencia');
    expect(await estilo(titulo)).toBe(estiloInicio);
    // The screen starts at its title; the next key press is the first policy's roadside help.
    await expect(titulo).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /^Pedir asistencia en carretera/ }).first()).toBeFocused();
    const coche = page.getByRole('region', { name: /^Auto Todo Riesgo con Franquicia .*1234 LMN/ });
    const suTarjeta = coche.getByRole('region', { name: 'Tarjeta digital' });
    await expect(suTarjeta).toContainText('AUT-10023456');
    await expect(suTarjeta).toContainText('En vigor');
    await expect(suTarjeta.getByRole('link', { name: '900 414 142' })).toHaveAttribute(
      'href',
      'tel:900414142',
    );
    await expect(suTarjeta.getByRole('img', { name: /Código QR/ })).toBeVisible();
    await shot(page, `tarjetas-${width}`, { fullPage: width > 600 });
    await expectAccessible(page);

    // The keyboard reaches the roadside form from there.
    const pedir = coche.getByRole('link', { name: /^Pedir asistencia en carretera/ });
    await pedir.focus();
    await expect(pedir).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/area-cliente\/asistenciaCarretera\/\d+$/);

    // From the menu: the side menu on a wide screen, the drawer on a phone.
    await page.goto('/area-cliente/inicio');
    if (width < 600) await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('navigation', { name: 'Menú lateral' });
    const item = menu.getByRole('link', { name: 'Tarjetas y asistencia' });
    await item.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/area-cliente\/tarjetas$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tarjetas y asistencia');
  });
}

const GUARDAR = 'Guardar la tarjeta en este dispositivo para verla sin conexión';
const NOTA_QR = 'El código QR de verificación solo se muestra con conexión.';

/** The entries the device keeps for offline use (Cache Storage, as the card screen writes them). */
const copiasGuardadas = (page: Page) =>
  page.evaluate(async () =>
    (await caches.has('area-cliente-tarjetas-v1'))
      ? (await (await caches.open('area-cliente-tarjetas-v1')).keys()).length
      : 0,
  );

/** 'Guardar la tarjeta en este dispositivo…': off until the customer turns it on, then the copy is kept. */
async function guardarEnDispositivo(page: Page) {
  const guardar = tarjeta(page).getByRole('checkbox', { name: GUARDAR });
  await expect(guardar).not.toBeChecked();
  expect(await copiasGuardadas(page)).toBe(0);
  await guardar.check();
  await expect.poll(() => copiasGuardadas(page)).toBe(1);
}

test('without a connection the card shows the copy kept on the device, dated, without its QR', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, '12345678Z');
  const coche = await idCoche(page);
  await page.goto(`/area-cliente/polizaAutos/${coche}`);
  await expect(tarjeta(page)).toContainText('1234 LMN');
  await guardarEnDispositivo(page);

  // The network drops: the card's call fails, the kept copy shows with its date, the QR left out.
  await page.route('**/polizas/*/tarjeta', (route) => route.abort('internetdisconnected'));
  await page.goto(`/area-cliente/polizaAutos/${coche}`);
  await expect(tarjeta(page).getByRole('status')).toHaveText(
    /^Sin conexión: datos a \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/,
  );
  await expect(tarjeta(page)).toContainText('1234 LMN');
  await expect(tarjeta(page)).toContainText(NOTA_QR);
  await expect(tarjeta(page).getByRole('img')).toHaveCount(0);
  await expect(tarjeta(page).getByRole('checkbox', { name: GUARDAR })).toBeChecked();
  await expect(tarjeta(page).getByRole('button', { name: 'Descargar certificado (PDF)' })).toHaveCount(0);
  // The card's own note says it; the shell's communication alert would only cover it.
  await expect(page.getByText('Error de comunicación con servidor')).toHaveCount(0);
  await tarjeta(page).scrollIntoViewIfNeeded();
  await shot(page, 'tarjeta-sin-conexion-390', { fullPage: false });
});

test.describe('in the installed app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('offline, the service worker shows the cards the customer chose to keep, without their QR', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedIn(page, '12345678Z');
    const coche = await idCoche(page);
    await page.goto(`/area-cliente/polizaAutos/${coche}`);
    await expect(tarjeta(page)).toContainText('1234 LMN');
    await guardarEnDispositivo(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    await context.setOffline(true);
    await page.goto('/area-cliente/inicio');
    await expect(page.getByRole('heading', { level: 1, name: 'Tus tarjetas' })).toBeVisible();
    await expect(page.getByText(/^Sin conexión: datos a \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/)).toBeVisible();
    await expect(page.locator('body')).toContainText('1234 LMN');
    await expect(page.getByText(NOTA_QR)).toBeVisible();
    await expect(page.getByRole('img')).toHaveCount(0);
    await shot(page, 'sw-sin-conexion-390', { fullPage: false });
    await context.setOffline(false);
  });
});
