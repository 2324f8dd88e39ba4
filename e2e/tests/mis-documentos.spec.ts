import { currentProduct } from '../support/env';
import { expect, type Locator, type Page } from '@playwright/test';
import { atEachWidth, screenSettled, tabTo } from '../support/a11y';
import { resetDemoData } from '../support/demo-reset';
import { expectAccessible, signedIn, storedToken } from '../support/fixtures';
import { test } from '../support/test';
import { shot } from '../support/shot';

// 'Mis documentos': every document of Lucía's policies, claims and receipts; an unread one
// is marked, opening it (a new tab with the PDF) clears the mark and the header's count goes down.

// Opening documents marks them read for Lucía: the next spec starts from the seed again.
test.afterAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: currentProduct().baseURL });
  expect(await resetDemoData(api)).toBe(true);
  await api.dispose();
});

/** The header's link; its name carries the unread count. */
const headerLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Mis documentos/ });

async function unreadInHeader(page: Page): Promise<number> {
  const name = (await headerLink(page).getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) sin leer$/.exec(name)?.[1] ?? 0);
}

/** The server's unread count for the signed-in customer as the header adds it up: documents and notices. */
async function unreadInApi(page: Page): Promise<number> {
  const headers = { 'Auth-token': (await storedToken(page)) ?? '' };
  const read = async (path: string) =>
    (
      (await (await page.request.get(`/produccion/rest/v1/ac/documentos/${path}`, { headers })).json()) as {
        data: Record<string, number>;
      }
    ).data;
  return (await read('noLeidos')).noLeidos! + (await read('avisos/noLeidos')).avisosNoLeidos!;
}

/**
 * After an unread document was opened: the header's count is the server's, which the opening lowered
 * (the API tests hold the exact arithmetic). Not `before - 1`: journeys running beside this one on
 * Lucía (a complaint, a stopped renewal) may add unread documents meanwhile.
 */
async function expectHeaderFollowsServer(page: Page) {
  await expect
    .poll(async () => (await unreadInHeader(page)) - (await unreadInApi(page)), {
      message: "the header's unread count against the server's",
    })
    .toBe(0);
}

const items = (page: Page) => page.locator('.pf-documentos__lista > li');
const unreadItems = (page: Page) => page.locator('.pf-documentos__lista > li.pf-doc--nuevo');

/** Opens a document of the list and waits for its PDF in the new tab. */
async function openAndClose(page: Page, button: Locator, press: () => Promise<void>) {
  const pdf = page
    .context()
    .waitForEvent(
      'response',
      (r) =>
        /\/(ccpp|documento|imprimir|justificante|mandatos)\//.test(r.url()) && r.request().method() === 'GET',
    );
  const tab = page.context().waitForEvent('page');
  await press();
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  await (await tab).close();
  await expect(button).toBeVisible();
}

// On a phone; each screen also seen at 1440 px (the same flow at both widths).
test('the inbox lists policy, claim and receipt documents; opening an unread one clears its mark and the header count', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signedIn(page, '12345678Z');
  await expect(headerLink(page)).toHaveAccessibleName(/^Mis documentos, \d+ sin leer$/);
  // The badge says what the link's name says, read together: journeys beside this one on Lucía may
  // add unread documents between two reads.
  const badge = page.getByRole('banner').locator('.shell-docs__insignia');
  await expect(async () => {
    const unread = await unreadInHeader(page);
    expect(unread).toBeGreaterThan(0);
    expect(await badge.textContent()).toBe(String(unread));
  }).toPass();

  await headerLink(page).click();
  await expect(page).toHaveURL(/\/misDocumentos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis documentos' })).toBeVisible();
  await screenSettled(page);
  await expect(items(page).first()).toBeVisible();
  // Documents of policies, claims and receipts on the first page, newest first.
  const kinds = await page.locator('.pf-doc__clase').allTextContents();
  expect(new Set(kinds)).toEqual(new Set(['Póliza', 'Siniestro', 'Recibo']));
  const dates = await page
    .locator('.pf-doc__fecha')
    .evaluateAll((els) => els.map((e) => e.getAttribute('datetime')));
  expect(dates).toEqual([...dates].sort().reverse());
  await expect(unreadItems(page).first()).toContainText('Sin leer');
  await expectAccessible(page);
  await atEachWidth(page, (width) => shot(page, `lista-${width}`));

  // Opening an unread one: its mark goes, and the header's count goes down by one.
  const first = unreadItems(page).first().getByRole('button');
  const name = (await first.locator('.pf-doc__nombre').textContent()) ?? '';
  const unreadBefore = await unreadItems(page).count();
  // Earlier journeys of this file may have opened some already (they share the seeded database).
  const readBefore = (await items(page).count()) - unreadBefore;
  await openAndClose(page, first, () => first.click());
  await expect(unreadItems(page)).toHaveCount(unreadBefore - 1);
  await expectHeaderFollowsServer(page);
  // The one opened is now shown read (no 'Sin leer' tag).
  await expect(page.locator('.pf-documentos__lista > li:not(.pf-doc--nuevo)')).toHaveCount(readBefore + 1);
  // (Every read one: an earlier journey of this file may have opened one too.)
  await expect(
    page.locator('.pf-documentos__lista > li:not(.pf-doc--nuevo)').filter({ hasText: 'Sin leer' }),
  ).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first(),
  ).toBeVisible();
  await atEachWidth(page, (width) => shot(page, `abierto-${width}`));

  // Filter: receipts only, then a text, then clear.
  await page.getByLabel('Tipo').selectOption('RECIBO');
  await expect(page.locator('.pf-doc__clase').first()).toHaveText('Recibo');
  expect(new Set(await page.locator('.pf-doc__clase').allTextContents())).toEqual(new Set(['Recibo']));
  await page.getByLabel('Buscar').fill('mascotas');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect
    .poll(async () =>
      (await page.locator('.pf-doc__contexto').allTextContents()).every((t) => /Mascotas/.test(t)),
    )
    .toBe(true);
  await expect(page.locator('#documentos-lista')).toHaveText(/^\d+ documentos?/);
  await atEachWidth(page, (width) => shot(page, `filtrado-${width}`));
  await page.getByRole('button', { name: 'Quitar filtros' }).click();
  await expect(page.getByLabel('Tipo')).toHaveValue('');
  await expect.poll(async () => new Set(await page.locator('.pf-doc__clase').allTextContents()).size).toBe(3);

  // What the area produced for her is here too: her complaints' receipts open as PDFs.
  await page.getByLabel('Tipo').selectOption('RECLAMACION');
  await expect(page.locator('#documentos-lista')).toHaveText('2 documentos');
  const justificante = items(page).first().getByRole('button');
  await expect(justificante).toContainText('Justificante de reclamación');
  await expect(justificante).toContainText(/Reclamación Nº RC-\d{4}-/);
  await atEachWidth(page, (width) => shot(page, `reclamaciones-${width}`));
  await openAndClose(page, justificante, () => justificante.click());
});

test('keyboard only: from the header link to a document, opened with Enter, focus kept and visible', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, '12345678Z');
  await screenSettled(page);
  await tabTo(page, headerLink(page), 150, 'Shift+Tab');
  expect(await headerLink(page).evaluate((el) => el.matches(':focus-visible'))).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/misDocumentos$/);
  await screenSettled(page);
  await expect(page).toHaveTitle('Mis documentos · Área Cliente');

  // Search a claim by its number with the keyboard.
  const search = page.getByLabel('Buscar');
  await tabTo(page, search);
  await page.keyboard.type('SIN-0000104');
  await page.keyboard.press('Enter');
  await expect(page.locator('.pf-doc__contexto').first()).toContainText('SIN-0000104');
  const doc = unreadItems(page).first().getByRole('button');
  await tabTo(page, doc);
  expect(await doc.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
  await shot(page, 'teclado-1440');
  await openAndClose(page, doc, () => page.keyboard.press('Enter'));
  await expectHeaderFollowsServer(page);
  // The same button (now read) keeps focus: the list was read again around it.
  await expect(page.locator('.pf-documentos__lista button:focus')).toHaveCount(1);
});
