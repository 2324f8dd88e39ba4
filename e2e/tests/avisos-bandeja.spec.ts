import { expect, type Page } from '@playwright/test';
import { atEachWidth, screenSettled, tabTo } from '../support/a11y';
import { correosPara } from '../support/correo';
import { currentProduct } from '../support/env';
import { expectAccessible, signedIn, TOKEN_KEY } from '../support/fixtures';
import { fromSeededDemoData, test } from '../support/test';
import { shot } from '../support/shot';

// A claim changes state, the e-mail arrives at the local SMTP server (the one
// playwright.config.ts starts for the product) and 'Mis documentos' → 'Avisos' shows it unread;
// opening it reads it and the header's count drops.

const API = '/produccion/rest/v1/ac';
const LUCIA = { nif: '12345678Z', email: 'lucia.fernandez@example.com' };
const SINIESTRO = 'SIN-0000104';

test.skip(!!process.env.E2E_BASE_URL, 'needs the local SMTP server of the product Playwright starts');

// The journeys add notices to Lucía's inbox and read them: start from the seed and leave it so.
fromSeededDemoData('file');

/**
 * The insurer's core system moves Lucía's claim to `estado`: in the demo, its stand-in
 * (POST /dev/siniestros/:num/estado, demo only), asked as the area's own page would, with the page's
 * session (a login of its own would add a '¿Has sido tú?' notice to the counts read here).
 */
async function cambiaEstado(page: Page, estado: string): Promise<void> {
  const origin = new URL(currentProduct().baseURL).origin;
  const token = (await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)) ?? '';
  expect(token).not.toBe('');
  const res = await page.request.post(`${origin}${API}/dev/siniestros/${SINIESTRO}/estado`, {
    headers: { 'auth-token': token, origin, 'content-type': 'application/json' },
    data: { estado },
  });
  expect(await res.json()).toMatchObject({ codigo: 0 });
}

const headerLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Mis documentos/ });
async function unreadInHeader(page: Page): Promise<number> {
  const name = (await headerLink(page).getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) sin leer$/.exec(name)?.[1] ?? 0);
}
const avisosTab = (page: Page) => page.getByRole('tab', { name: /^Avisos/ });
const aviso = (page: Page, titulo: string) =>
  page
    .getByRole('tabpanel')
    .getByRole('button', { name: new RegExp(titulo) })
    .first();

test('390 px: a claim changes state, the e-mail arrives at the SMTP server, and Avisos shows it unread until opened', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, LUCIA.nif);
  await expect(headerLink(page)).toHaveAccessibleName(/^Mis documentos, \d+ sin leer$/);
  const before = await unreadInHeader(page);
  const antes = correosPara(LUCIA.email).length;

  await cambiaEstado(page, 'EN_CURSO');

  // The e-mail, sent by the queue within seconds, at the SMTP server: Spanish, the claim named,
  // nothing personal (no name, NIF or amount).
  await expect.poll(() => correosPara(LUCIA.email).length, { timeout: 30_000 }).toBeGreaterThan(antes);
  const correo = correosPara(LUCIA.email).find((c) => c.texto.includes(SINIESTRO));
  expect(correo).toBeDefined();
  expect(correo!.asunto).toBe('Tu siniestro ha pasado a «En curso»');
  expect(correo!.de).toContain('avisos@example.com');
  expect(correo!.texto).toContain(`El estado de tu siniestro ${SINIESTRO} ha cambiado a «En curso».`);
  expect(correo!.html).toContain(SINIESTRO);
  for (const parte of [correo!.asunto, correo!.texto, correo!.html]) {
    expect(parte).not.toMatch(/Lucía|Fernández|12345678Z|€|\d+,\d{2}/);
  }

  // The header counts it (read again on coming back to the page).
  await page.reload();
  await expect(headerLink(page)).toHaveAccessibleName(`Mis documentos, ${before + 1} sin leer`);
  await headerLink(page).click();
  await expect(page).toHaveURL(/\/misDocumentos$/);
  await screenSettled(page);
  await expect(avisosTab(page)).toHaveAccessibleName('Avisos, 1 sin leer');
  await avisosTab(page).click();
  await expect(avisosTab(page)).toHaveAttribute('aria-selected', 'true');
  const nuevo = aviso(page, 'Tu siniestro ha pasado a «En curso»');
  await expect(nuevo).toContainText(`Siniestro Nº ${SINIESTRO}`);
  await expect(nuevo).toContainText('Sin leer');
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toContainText('1 sin leer');
  await expectAccessible(page);
  await shot(page, 'avisos-sin-leer-390');

  // Opened: its detail and channels show, it reads as read, the counts drop.
  await nuevo.click();
  await expect(nuevo).toHaveAttribute('aria-expanded', 'true');
  const detalle = page.getByRole('tabpanel').getByText(`El estado de tu siniestro ${SINIESTRO}`);
  await expect(detalle).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cómo te lo enviamos' })).toContainText('E-mail: enviado');
  await expect(nuevo).not.toContainText('Sin leer');
  await expect(avisosTab(page)).toHaveAccessibleName('Avisos');
  await expect(headerLink(page)).toHaveAccessibleName(
    before === 0 ? 'Mis documentos' : `Mis documentos, ${before} sin leer`,
  );
  await shot(page, 'avisos-leido-390');

  // Read for good: after a reload it is still read.
  await page.reload();
  await screenSettled(page);
  await avisosTab(page).click();
  await expect(aviso(page, 'Tu siniestro ha pasado a «En curso»')).not.toContainText('Sin leer');

  // Two more notices of one title are one entry with their count, not two look-alike lines.
  await cambiaEstado(page, 'PENDIENTE');
  await cambiaEstado(page, 'PENDIENTE');
  await page.reload();
  await screenSettled(page);
  await avisosTab(page).click();
  const grupo = aviso(page, 'Tu siniestro ha pasado a «Pendiente» \\(2 avisos\\)');
  await expect(grupo).toContainText('2 sin leer', { timeout: 20_000 });
  await expect(page.getByRole('tabpanel').getByText(/Tu siniestro ha pasado a «Pendiente»/)).toHaveCount(1);
  await atEachWidth(page, (width) => shot(page, `avisos-grupo-${width}`));
  await grupo.click();
  await expect(grupo).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('tabpanel').getByText(`El estado de tu siniestro ${SINIESTRO} ha cambiado a «Pendiente».`),
  ).toHaveCount(2);
  await expect(grupo).not.toContainText('sin leer');
  await expect(avisosTab(page)).toHaveAccessibleName('Avisos');
  await expectAccessible(page);
  await atEachWidth(page, (width) => shot(page, `avisos-grupo-abierto-${width}`));
});

test('1440 px, keyboard only: the tabs with the arrow keys, a notice opened with Enter, focus visible', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, LUCIA.nif);
  await cambiaEstado(page, 'FINALIZADO');
  await page.goto('/area-cliente/misDocumentos');
  await screenSettled(page);
  // The claim's notice, and this browser's own '¿Has sido tú?' when Lucía logged in before elsewhere.
  await expect(avisosTab(page)).toHaveAccessibleName(/^Avisos, [12] sin leer$/, { timeout: 20_000 });

  const documentosTab = page.getByRole('tab', { name: /^Documentos/ });
  await tabTo(page, documentosTab, 80);
  expect(await documentosTab.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect(avisosTab(page)).toBeFocused();
  await expect(avisosTab(page)).toHaveAttribute('aria-selected', 'true');
  const nuevo = aviso(page, 'Tu siniestro ha pasado a «Finalizado»');
  await expect(nuevo).toContainText('Sin leer');
  await tabTo(page, nuevo, 5);
  expect(await nuevo.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
  await shot(page, 'avisos-teclado-1440');
  await page.keyboard.press('Enter');
  await expect(nuevo).toHaveAttribute('aria-expanded', 'true');
  await expect(nuevo).not.toContainText('Sin leer');
  await expect(nuevo).toBeFocused();
  await expectAccessible(page);
  await shot(page, 'avisos-abierto-1440');
  // Back to the documents with the other arrow; Home and End reach the ends.
  await avisosTab(page).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(documentosTab).toBeFocused();
  await expect(page.getByRole('search', { name: 'Filtrar documentos' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(avisosTab(page)).toBeFocused();
});
