import { expect, type Page } from '@playwright/test';
import type { Portfolio } from '@area-cliente/shared/contract';
import { fromSeededDemoData, test } from '../support/test';
import { confirmarConCodigo } from '../support/codigo-sms';
import { DEMO_PASSWORD, expectAccessible, signedIn, storedToken } from '../support/fixtures';
import { pdfText } from '../support/pdf-text';
import { shot } from '../support/shot';

// 'No renovar' (Ley 50/1980 art. 22), 'Mantener la renovación' and the withdrawal from a
// distance contract (Ley 22/2007 art. 10), at a phone's and a desktop's width, keyboard only.

const tarjeta = (page: Page) => page.getByRole('region', { name: 'Renovación' });
const DIA = /\d{2}-\d{2}-\d{4}/;
/** Lucía's phone on record: where the code confirming a 'no renovar' or a withdrawal goes. */
const TELEFONO = '612345678';

async function portfolioOf(page: Page): Promise<Portfolio> {
  const res = await page.request.get('/produccion/rest/v1/ac/portfolio', {
    headers: { 'Auth-token': (await storedToken(page)) ?? '' },
  });
  return ((await res.json()) as { data: Portfolio }).data;
}

const idOf = (portfolio: Portfolio, list: keyof Portfolio, numPoliza: string) => {
  const poliza = (portfolio[list] as { numPoliza: string; idPoliza: number }[]).find(
    (p) => p.numPoliza === numPoliza,
  );
  if (!poliza) throw new Error(`${numPoliza} not in ${list}`);
  return poliza.idPoliza;
};

/** Presses a button with the keyboard: focus, then Enter. */
async function pulsar(page: Page, name: string | RegExp, scope = page.locator('body')) {
  const boton = scope.getByRole('button', { name });
  await boton.focus();
  await page.keyboard.press('Enter');
  return boton;
}

/**
 * Confirms the open popup by keyboard: stopping the renewal or withdrawing with the code sent by SMS
 * (never the password), keeping the renewal with the password. `captura`: a screenshot of the step.
 */
async function confirmar(page: Page, boton: string, captura?: string) {
  const popup = page.getByRole('dialog');
  if (boton === 'Confirmar: mantener la renovación') {
    await popup.getByLabel('Para confirmarlo, escribe tu contraseña actual').focus();
    await page.keyboard.type(DEMO_PASSWORD);
  } else {
    await expect(popup.getByLabel(/contraseña/)).toHaveCount(0);
    await confirmarConCodigo(page, popup, TELEFONO, { teclado: true });
    if (captura) await shot(page, captura, { fullPage: false });
  }
  // Enter in the field submits the form, as the button would.
  await expect(popup.getByRole('button', { name: boton })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(popup).toBeHidden({ timeout: 20_000 });
}

/** Opens the receipt in a new tab and answers its text. */
async function justificante(page: Page): Promise<string> {
  let pdf: Buffer | undefined;
  await page.context().route('**/polizas/justificante/**', async (route) => {
    const response = await route.fetch();
    pdf ??= await response.body();
    await route.fulfill({ response });
  });
  const opened = page.context().waitForEvent('page');
  await pulsar(page, 'Descargar justificante (PDF)', tarjeta(page));
  const tab = await opened;
  await expect.poll(() => pdf?.subarray(0, 5).toString()).toBe('%PDF-');
  await tab.close();
  await page.context().unroute('**/polizas/justificante/**');
  return pdfText(pdf!);
}

// The receipt is read where the new tab asks for it; a service worker answering would hide that request.
test.use({ serviceWorkers: 'block' });
// Each journey checks a screen, a popup, a PDF, the home and the menu: longer than the default minute.
test.setTimeout(180_000);

// Each journey starts from the demo data, and the last leaves it as it was.
fromSeededDemoData('each');

for (const width of [390, 1440]) {
  test(`at ${width} px: oppose the renewal, see the mark everywhere, read the receipt, then keep the renewal`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await signedIn(page, '12345678Z');
    const coche = idOf(await portfolioOf(page), 'lstPolizasVeh', 'AUT-10023456');
    await page.goto(`/area-cliente/polizaAutos/${coche}`);
    await expect(tarjeta(page)).toContainText('Tu póliza se renueva sola el');
    await expect(tarjeta(page).getByRole('button', { name: /Desistir/ })).toHaveCount(0);
    await tarjeta(page).scrollIntoViewIfNeeded();
    await shot(page, `renovacion-${width}`, { fullPage: false });

    // Escape closes the confirmation and gives the focus back to the button.
    const noRenovar = await pulsar(page, 'No renovar', tarjeta(page));
    const popup = page.getByRole('dialog', { name: 'No renovar la póliza' });
    await expect(popup).toContainText('sigue en vigor, con todas sus coberturas, hasta el');
    await expect(popup).toContainText('no te cobraremos más recibos');
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(noRenovar).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(popup).toBeVisible();
    await expectAccessible(page);
    await shot(page, `no-renovar-confirmar-${width}`, { fullPage: false });
    await confirmar(page, 'Confirmar: no renovar', `no-renovar-codigo-${width}`);
    // The car's overdue receipt is still due, and the message says so.
    await expect(tarjeta(page).getByRole('status')).toHaveText(
      new RegExp(
        `^Hecho: tu póliza no se renovará\\. Descarga el justificante y guárdalo\\. Seguirá pendiente el recibo de 137\\.45 € con vencimiento el ${DIA.source}: págalo para mantener la cobertura hasta el ${DIA.source}\\.$`,
      ),
    );
    const marca = page
      .getByRole('heading', { level: 1 })
      .locator('xpath=..')
      .getByText(/^No se renovará el /);
    await expect(marca).toHaveText(new RegExp(`^No se renovará el ${DIA.source}$`));
    const textoMarca = (await marca.textContent())!;
    const fecha = textoMarca.replace('No se renovará el ', '');
    await expect(tarjeta(page)).toContainText(`La póliza te cubre hasta el ${fecha}`);
    const referencia = /código (NR-[0-9A-Z]{10})/.exec((await tarjeta(page).textContent())!)![1]!;
    await tarjeta(page).scrollIntoViewIfNeeded();
    await shot(page, `no-renovar-hecho-${width}`, { fullPage: false });

    const texto = await justificante(page);
    expect(texto).toContain('Justificante de oposición a la renovación');
    expect(texto).toContain(referencia);
    expect(texto).toContain('AUT-10023456');
    expect(texto).toContain(fecha);
    expect(texto).toContain('Ley 50/1980');
    expect(texto).toMatch(/Fecha y hora \(Madrid\)\s*\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);

    // The home's policy tiles and the side menu carry the mark.
    await page.goto('/area-cliente/inicio');
    const tile = page
      .getByRole('region', { name: 'Lo que necesita tu atención' })
      .getByRole('link')
      .filter({ hasText: 'Nº AUT-10023456' });
    await expect(tile).toContainText(textoMarca);
    await tile.scrollIntoViewIfNeeded();
    await shot(page, `inicio-marca-${width}`, { fullPage: false });
    if (width < 1024) await pulsar(page, 'Abrir menú');
    const menu = page
      .getByRole('navigation', { name: 'Menú lateral' })
      .getByRole('region', { name: 'Pólizas:' });
    const enMenu = menu.getByRole('link').filter({ hasText: textoMarca });
    await expect(enMenu).toHaveAttribute('title', new RegExp(`^SEAT León .* · ${textoMarca}$`));
    await enMenu.scrollIntoViewIfNeeded();
    await shot(page, `menu-marca-${width}`, { fullPage: false });
    if (width < 1024) {
      // The drawer closes through the history: the next address waits for that step back.
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Menú' })).toBeHidden();
    }

    // 'Mantener la renovación' takes it back: the mark and the receipt go, 'No renovar' is back.
    await page.goto(`/area-cliente/polizaAutos/${coche}`);
    await pulsar(page, 'Mantener la renovación', tarjeta(page));
    await expect(page.getByRole('dialog', { name: 'Mantener la renovación' })).toContainText(
      `Tu póliza se renovará el ${fecha}`,
    );
    await confirmar(page, 'Confirmar: mantener la renovación');
    await expect(tarjeta(page).getByRole('status')).toHaveText('Hecho: tu póliza se renovará como siempre.');
    await expect(page.getByText(/^No se renovará el /)).toHaveCount(0);
    await expect(tarjeta(page).getByRole('button', { name: 'No renovar' })).toBeVisible();
    await expect(tarjeta(page).getByRole('button', { name: 'Descargar justificante (PDF)' })).toHaveCount(0);
  });
}

test('the withdrawal shows only on the distance contract of 5 days ago, and works', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, '12345678Z');
  const portfolio = await portfolioOf(page);
  // Contracted by phone a month ago: past its 14 days.
  await page.goto(`/area-cliente/polizaMovilidad/${idOf(portfolio, 'lstPolizasMovilidad', 'MOV-60078901')}`);
  await expect(tarjeta(page).getByRole('button', { name: 'No renovar' })).toBeVisible();
  await expect(tarjeta(page).getByRole('button', { name: /Desistir/ })).toHaveCount(0);

  await page.goto(`/area-cliente/polizaMascotas/${idOf(portfolio, 'lstPolizasMascotas', 'MAS-90023456')}`);
  await expect(tarjeta(page)).toContainText('Contrataste esta póliza a distancia: hasta el');
  await tarjeta(page).scrollIntoViewIfNeeded();
  await shot(page, 'desistimiento-390', { fullPage: false });
  await pulsar(page, 'Desistir del contrato (14 días)', tarjeta(page));
  const popup = page.getByRole('dialog', { name: 'Desistir del contrato' });
  await expect(popup).toContainText('No se puede deshacer');
  await shot(page, 'desistimiento-confirmar-390', { fullPage: false });
  await confirmar(page, 'Confirmar el desistimiento');
  await expect(tarjeta(page).getByRole('status')).toHaveText(
    'Hecho: has desistido del contrato. Descarga el justificante y guárdalo.',
  );
  await expect(page.getByText('Desistimiento solicitado').first()).toBeVisible();
  await expect(tarjeta(page).getByRole('button', { name: /Mantener|Desistir|No renovar/ })).toHaveCount(0);
  await tarjeta(page).scrollIntoViewIfNeeded();
  await shot(page, 'desistimiento-hecho-390', { fullPage: false });
  const texto = await justificante(page);
  expect(texto).toContain('Justificante de desistimiento');
  expect(texto).toContain('MAS-90023456');
  expect(texto).toContain('Ley 22/2007');
});
