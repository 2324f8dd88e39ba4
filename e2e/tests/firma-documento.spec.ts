import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { pdfText } from '../support/pdf-text';
import { expectAccessible, signedIn, storedToken } from '../support/fixtures';
import { fromSeededDemoData, test } from '../support/test';
import { shot } from '../support/shot';

const API = '/produccion/rest/v1/ac';
const TELEFONO = '612345678';
const docsMenu = (page: Page) => page.getByRole('navigation', { name: 'Documentos del siniestro' });
const item = (page: Page, nombre: string) =>
  docsMenu(page).locator('.claims-docs__item', {
    has: page.getByRole('button', { name: new RegExp(`^${nombre}`) }),
  });

// Each journey signs a document once and for all: start from the demo data and leave it as seeded for
// the journeys after these (siniestros.spec reads the pending document).
fromSeededDemoData('file');

type Documento = { uuid: string; nombreDoc: string; aceptado: boolean | null; fechaFirma: string | null };

async function documentos(page: Page, segment: string, num: string): Promise<Documento[]> {
  const res = await page.request.get(`${API}/${segment}/${num}`, {
    headers: { 'Auth-token': (await storedToken(page)) ?? '' },
  });
  return ((await res.json()) as { data: { documentosSiniestro: Documento[] } }).data.documentosSiniestro;
}

/** The document's PDF through a fresh download token, as bytes. */
async function pdfDe(page: Page, uuid: string): Promise<Buffer> {
  const token = await page.request.post(`${API}/descargas/token`, {
    headers: { 'Auth-token': (await storedToken(page)) ?? '' },
    data: { tipo: 'DOCUMENTO', referencia: uuid },
  });
  const { tokenDescarga } = ((await token.json()) as { data: { tokenDescarga: string } }).data;
  const pdf = await page.request.get(`${API}/polizas/documento/${uuid}/${tokenDescarga}`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  return pdf.body();
}

async function pinDelSms(page: Page): Promise<string> {
  const res = await page.request.get(`${API}/dev/sms-outbox?telefono=${TELEFONO}`);
  const texto = ((await res.json()) as { data: { mensajes: { texto: string }[] } }).data.mensajes[0]?.texto;
  return /PIN para firmar .* es (\d{6})\./.exec(texto ?? '')![1]!;
}

/**
 * Signs the claim's 'Mandato de gestión de cobro' from its screen, checks the hash shown against the
 * document's bytes, and answers the signed copy's text.
 */
async function firmarMandato(page: Page, ruta: string, segment: string, num: string, ancho: number) {
  await page.goto(`/area-cliente/${ruta}/${num}`);
  const mandato = item(page, 'Mandato de gestión de cobro');
  await expect(mandato.getByText('Pendiente de firma')).toBeVisible();
  await mandato.getByRole('button', { name: /^Firmar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Firmar documento' });
  await expect(dialog.getByText(/Vas a firmar «Mandato de gestión de cobro» del siniestro/)).toBeVisible();
  // What signing means, in full, before the PIN is asked for: the mandate its PDF prints.
  const clausula = dialog
    .getByRole('region', { name: 'Mandato de gestión de cobro' })
    .getByText(new RegExp(`^Como asegurado en el siniestro ${num}, encargo a la aseguradora`));
  await expect(clausula).toBeVisible();
  const mandatoLeido = (await clausula.textContent())!;
  await shot(page, `firma-mandato-${ancho}`, { fullPage: false });
  await dialog.getByRole('button', { name: 'Enviarme el PIN por SMS' }).click();
  await expect(
    dialog.getByText(/Te lo hemos enviado al \*{3} \*{3} 678\. Caduca en 10 minutos\./),
  ).toBeVisible();
  const huella = (await dialog.locator('.claims-firma-popup__huella').textContent())!.replace(/\s/g, '');
  expect(huella).toMatch(/^[0-9a-f]{64}$/);

  // What the customer opens from the dialog is exactly what the hash names.
  const uuid = (await documentos(page, segment, num)).find(
    (d) => d.nombreDoc === 'Mandato de gestión de cobro',
  )!.uuid;
  expect(
    createHash('sha256')
      .update(await pdfDe(page, uuid))
      .digest('hex'),
  ).toBe(huella);
  await expectAccessible(page);
  await shot(page, `firma-pin-${ancho}`, { fullPage: false });

  await dialog.getByLabel('PIN recibido por SMS').fill('000000');
  await dialog.getByRole('button', { name: 'Firmar documento' }).click();
  const pin = await pinDelSms(page);
  if (pin !== '000000') await expect(dialog.getByText('El PIN no es correcto.')).toBeVisible();
  await dialog.getByLabel('PIN recibido por SMS').fill(pin);
  await dialog.getByRole('button', { name: 'Firmar documento' }).click();
  await expect(
    dialog.getByText(/Has firmado «Mandato de gestión de cobro» el \d{2}-\d{2}-\d{4}\./),
  ).toBeVisible();
  const aviso = await dialog.getByText(/Referencia de la firma: FE\d{8}-[0-9A-F]{10}\./).textContent();
  const referencia = /FE\d{8}-[0-9A-F]{10}/.exec(aviso ?? '')![0];
  await shot(page, `firma-hecha-${ancho}`, { fullPage: false });
  await dialog.getByRole('button', { name: 'Volver al siniestro' }).click();

  // The state shows on the screen at once, and the button is gone.
  await expect(mandato.getByText(/^Firmado el \d{2}-\d{2}-\d{4}$/)).toBeVisible();
  await expect(mandato.getByRole('button', { name: /^Firmar/ })).toHaveCount(0);
  await mandato.scrollIntoViewIfNeeded();
  await shot(page, `firma-documentos-${ancho}`, { fullPage: false });

  // Whitespace as one space: the PDF breaks long lines.
  const texto = pdfText(await pdfDe(page, uuid)).replace(/\s+/g, ' ');
  expect(texto).toContain(mandatoLeido);
  return { texto, huella, referencia };
}

test('390 px: a document pending signature is signed with the PIN from the SMS and its PDF carries the signature page', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, '12345678Z');
  const { texto, huella, referencia } = await firmarMandato(
    page,
    'siniestroAutos',
    'siniestros-veh',
    'SIN-0000101',
    390,
  );
  expect(texto).toContain('Mandato de gestión de cobro');
  // The signed copy tells its final state, never the one before signing.
  expect(texto).not.toContain('Pendiente de firma');
  expect(texto).toMatch(
    /Situación Firmado el \d{2}-\d{2}-\d{4} a las \d{2}:\d{2} \(hora de Madrid\) con un PIN de un solo uso enviado por SMS/,
  );
  expect(texto).toContain('Página de firma electrónica');
  expect(texto).toContain('Lucía Fernández García');
  expect(texto).toContain('***4567**');
  expect(texto).not.toContain('12345678Z');
  expect(texto).toMatch(/Fecha y hora \(Madrid\) \d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
  expect(texto).toContain('Firma electrónica simple (Reglamento eIDAS)');
  expect(texto).toContain(huella);
  expect(texto).toContain(referencia);

  // A rejected valuation leads to the complaint form.
  await item(page, 'Conformidad de valoración de daños')
    .getByRole('button', { name: 'No estoy de acuerdo: reclamar' })
    .click();
  await expect(page).toHaveURL(/\/nuevaReclamacion$/);
});

test('1440 px: the dialog works with the keyboard alone and the signed document shows as signed', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, '12345678Z', '/area-cliente/siniestroHogar/SIN-0000102');
  const firmar = item(page, 'Mandato de gestión de cobro').getByRole('button', { name: /^Firmar/ });
  await firmar.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Firmar documento' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(firmar).toBeFocused();

  const { texto, huella } = await firmarMandato(
    page,
    'siniestroHogar',
    'siniestros-hog',
    'SIN-0000102',
    1440,
  );
  expect(texto).toContain('Página de firma electrónica');
  expect(texto).toContain(huella);
});
