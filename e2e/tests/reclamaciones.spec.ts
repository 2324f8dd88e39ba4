import { currentProduct } from '../support/env';
import { expect, type Page } from '@playwright/test';
import { resetDemoData } from '../support/demo-reset';
import { expectAccessible, login, signedIn, storedToken } from '../support/fixtures';
import { pdfText } from '../support/pdf-text';
import { test } from '../support/test';
import { shot } from '../support/shot';

const CODIGO = /RC-\d{4}-[2-9A-HJKMNP-TW-Z]{6}/;

// The journeys file complaints for Lucía (5 a day at most): the next spec starts from the seed again.
test.afterAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: currentProduct().baseURL });
  expect(await resetDemoData(api)).toBe(true);
  await api.dispose();
});

/** The acknowledgement's text, fetched with a fresh one-use token (the tab shows it in the PDF viewer). */
async function justificante(page: Page, codigo: string): Promise<string> {
  const session = (await storedToken(page)) ?? '';
  const token = await page.request.post(`/produccion/rest/v1/ac/reclamaciones/${codigo}/justificante`, {
    headers: { 'Auth-token': session },
  });
  const { tokenDescarga } = ((await token.json()) as { data: { tokenDescarga: string } }).data;
  const pdf = await page.request.get(
    `/produccion/rest/v1/ac/reclamaciones/${codigo}/justificante/${tokenDescarga}`,
  );
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  return pdfText(await pdf.body());
}

for (const width of [390, 1440]) {
  test(`at ${width} px: a complaint about a receipt gets a code, a due date and a PDF acknowledgement, and is listed`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedIn(page, '12345678Z');
    if (width >= 1024) {
      await page
        .getByRole('navigation', { name: 'Menú lateral' })
        .getByRole('link', { name: 'Reclamaciones' })
        .click();
    } else {
      await page.goto('/area-cliente/reclamaciones');
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Reclamaciones' })).toBeVisible();
    // The two demo complaints (and any an earlier journey filed).
    await expect(page.getByRole('link', { name: CODIGO }).nth(1)).toBeVisible();
    await shot(page, `lista-${width}`);
    await page.getByRole('link', { name: 'Presentar una reclamación' }).click();

    const asunto = page.getByLabel('¿Sobre qué es tu reclamación?');
    await expect(asunto).toBeVisible();
    // Sent empty: each field says what it needs.
    await page.getByRole('button', { name: 'Enviar reclamación' }).click();
    await expect(page.getByText('Elige sobre qué es tu reclamación.')).toBeVisible();
    await expect(page.getByText(/Cuéntanos qué ha pasado con al menos 20 caracteres/)).toBeVisible();

    const recibo = (await asunto.locator('option').allTextContents()).find((t) => t.startsWith('Recibo '));
    expect(recibo).toBeTruthy();
    await asunto.selectOption({ label: recibo! });
    await page.getByLabel('Motivo').selectOption('Importe o cobro de un recibo');
    await page
      .getByLabel('Cuéntanos qué ha pasado y qué nos pides')
      .fill('Me habéis cobrado este recibo dos veces en la cuenta. Pido que me devolváis el segundo cargo.');
    await page.getByLabel('Correo electrónico').check();
    await shot(page, `formulario-${width}`);
    await page.getByRole('button', { name: 'Enviar reclamación' }).click();

    await expect(page.getByRole('heading', { name: 'Hemos recibido tu reclamación' })).toBeFocused();
    const codigo = (await page.locator('.reclamacion-codigo').textContent()) ?? '';
    expect(codigo).toMatch(CODIGO);
    await expect(page.getByText(/te responderá como muy tarde el \d{2}-\d{2}-\d{4}/)).toBeVisible();
    const vence = /(\d{2}-\d{2}-\d{4})/.exec(
      (await page.getByText(/como muy tarde el/).textContent()) ?? '',
    )![1]!;
    await expectAccessible(page);
    await shot(page, `presentada-${width}`);

    const abierta = page
      .context()
      .waitForEvent('response', (r) => r.url().includes(`/reclamaciones/${codigo}/justificante/`));
    await page.getByRole('button', { name: 'Descargar justificante (PDF)' }).click();
    expect((await abierta).status()).toBe(200);
    const texto = await justificante(page, codigo);
    expect(texto).toContain('Justificante de reclamación');
    expect(texto).toContain(codigo);
    expect(texto).toContain(recibo!);
    expect(texto).toContain(vence);

    await page.getByRole('link', { name: 'Ver mis reclamaciones' }).click();
    const enLista = page.getByRole('link', { name: codigo });
    await expect(enLista).toBeVisible();
    await enLista.click();
    await expect(page.getByRole('heading', { level: 1, name: `Reclamación ${codigo}` })).toBeVisible();
    await expect(page.getByText('Recibida', { exact: true })).toBeVisible();
    await expect(page.getByText(recibo!)).toBeVisible();
  });
}

test('the late demo complaint shows the way to the Defensor del Cliente and the DGSFP', async ({ page }) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 1440) await login(page, '12345678Z');
    await expect(page).toHaveURL(/\/inicio$|\/reclamaciones/);
    await page.goto('/area-cliente/reclamaciones');
    const tardia = page.getByRole('listitem').filter({ hasText: 'Fuera de plazo' });
    await expect(tardia).toHaveCount(1);
    await tardia.getByRole('link', { name: CODIGO }).click();
    await expect(page.getByText('Fuera de plazo')).toBeVisible();
    const camino = page.getByRole('region', { name: 'Si no estás conforme: a quién acudir' });
    await expect(camino).toContainText('Defensor del Cliente de Mutua Horizonte (demo)');
    await expect(camino.getByRole('link', { name: 'www.dgsfp.mineco.es' })).toHaveAttribute(
      'href',
      'https://www.dgsfp.mineco.es/',
    );
    await expect(camino).toContainText('debe haberte respondido, o haber pasado el plazo de un mes');
    await expectAccessible(page);
    // Long codes and addresses wrap: no sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, `tardia-${width}`);
  }
  // The answered one: the way onwards shows once the customer says the answer does not satisfy them.
  await page.goto('/area-cliente/reclamaciones');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Respondida' })
    .getByRole('link', { name: CODIGO })
    .click();
  await expect(page.getByText(/Lamentamos las molestias/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Si no estás conforme: a quién acudir' })).toHaveCount(0);
  await page.getByRole('button', { name: 'No estoy satisfecho con la respuesta' }).click();
  await expect(page.getByRole('region', { name: 'Si no estás conforme: a quién acudir' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'respondida-390');
});

test('with the keyboard alone a complaint is filed', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, '12345678Z');
  await page.goto('/area-cliente/nuevaReclamacion');
  const asunto = page.getByLabel('¿Sobre qué es tu reclamación?');
  await expect(asunto).toBeVisible();
  // Tab from the top of the page until the subject list has focus; each stop shows a focus ring.
  for (let i = 0; i < 40 && !(await asunto.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(asunto).toBeFocused();
  await page.keyboard.press('ArrowDown');
  expect(await asunto.inputValue()).not.toBe('');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Motivo')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Cuéntanos qué ha pasado y qué nos pides')).toBeFocused();
  await page.keyboard.type('Nadie me ha devuelto la llamada que me prometisteis hace dos semanas.');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Sin preferencia')).toBeFocused();
  const anillo = await page
    .getByLabel('Sin preferencia')
    .evaluate(
      (el) => getComputedStyle(el).outlineStyle !== 'none' || getComputedStyle(el).boxShadow !== 'none',
    );
  expect(anillo).toBe(true);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Enviar reclamación' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Hemos recibido tu reclamación' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Descargar justificante (PDF)' })).toBeFocused();
});
