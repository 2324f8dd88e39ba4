import { expect, type Page } from '@playwright/test';
import type { Portfolio } from '@area-cliente/shared/contract';
import { test } from '../support/test';
import { resetDemoData } from '../support/demo-reset';
import { expectAccessible, signedIn, storedToken } from '../support/fixtures';
import { shot } from '../support/shot';

// A withdrawn, cancelled or expired policy offers only what still applies (shared/src/domain/
// situacion-poliza.ts): 12345678Z withdrew from her dog's policy ('Toby', MAS-90034567) four days
// before the seed day. Its screen says so first, with the day, and offers its documents and claims
// only; the claim wizard does not offer it and the API refuses a claim on it. 'No renovar' on her car,
// which has a receipt 20 days overdue, names that receipt before confirming. Nothing here changes data.

const DIA = String.raw`\d{2}-\d{2}-\d{4}`;
const AVISO = new RegExp(
  `^Esta póliza ya no está en vigor desde el ${DIA}, día en que desististe del contrato: puedes consultar sus documentos y sus siniestros\\.$`,
);

async function portfolioOf(page: Page): Promise<Portfolio> {
  const res = await page.request.get('/produccion/rest/v1/ac/portfolio', {
    headers: { 'Auth-token': (await storedToken(page)) ?? '' },
  });
  return ((await res.json()) as { data: Portfolio }).data;
}

const idDe = (polizas: { numPoliza: string; idPoliza: number }[], numPoliza: string) => {
  const poliza = polizas.find((p) => p.numPoliza === numPoliza);
  if (!poliza) throw new Error(`${numPoliza} is not in the portfolio`);
  return poliza.idPoliza;
};

for (const width of [390, 1440]) {
  test(`at ${width} px a withdrawn policy says so first and offers only its documents and claims`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await signedIn(page, '12345678Z');
    const perro = idDe((await portfolioOf(page)).lstPolizasMascotas, 'MAS-90034567');
    await page.goto(`/area-cliente/polizaMascotas/${perro}`);

    const cabecera = page.getByRole('region', { name: 'Póliza de mascotas' });
    await expect(cabecera.getByText(AVISO)).toBeVisible();
    await expect(cabecera.getByText('Desistimiento solicitado')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Certificado de Aseguramiento' })).toHaveCount(0);
    // The menu's own entry stays (other policies); the policy offers none.
    await expect(page.locator('#contenido').getByRole('link', { name: 'Declarar un siniestro' })).toHaveCount(
      0,
    );

    // What still applies: its documents, and the receipt of the withdrawal.
    const menu = page.getByRole('navigation', { name: 'Menú de la póliza' });
    // Folded on a phone, open from a tablet up.
    const documentacion = menu.getByRole('button', { name: /^Documentación/ });
    if ((await documentacion.getAttribute('aria-expanded')) === 'false') await documentacion.click();
    await expect(menu.getByRole('button', { name: /Condiciones particulares \(PDF\)/ })).toBeVisible();
    const renovacion = page.getByRole('region', { name: 'Renovación' });
    await expect(renovacion.getByRole('button', { name: 'Descargar justificante (PDF)' })).toBeVisible();
    await expect(renovacion.getByRole('button', { name: /No renovar|Mantener|Desistir/ })).toHaveCount(0);
    await expectAccessible(page);
    await shot(page, `poliza-desistida-${width}`, { fullPage: false });
  });
}

test('the claim wizard does not offer the withdrawn policy, and says why when opened with it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, '12345678Z', '/area-cliente/declararSiniestro');
  const opciones = page.getByRole('group', { name: '¿Qué póliza tiene el siniestro?' });
  await expect(opciones.getByRole('radio').first()).toBeVisible();
  await expect(opciones.getByText('Nº MAS-90034567')).toHaveCount(0);
  await expect(opciones.getByText(/Nº MAS-90012345/)).toBeVisible();

  const perro = idDe((await portfolioOf(page)).lstPolizasMascotas, 'MAS-90034567');
  await page.goto(`/area-cliente/declararSiniestro/${perro}`);
  await expect(
    page.getByText(
      new RegExp(
        `^Esta póliza ya no está en vigor desde el ${DIA}, día en que desististe del contrato: no se pueden declarar siniestros sobre ella\\.`,
      ),
    ),
  ).toBeVisible();
  await shot(page, 'declarar-poliza-desistida-390', { fullPage: false });

  // The API refuses it too, whatever a page sends.
  const res = await page.request.post('/produccion/rest/v1/ac/siniestros/declaracion', {
    headers: { 'Auth-token': (await storedToken(page)) ?? '' },
    data: {
      claveIdempotencia: crypto.randomUUID(),
      idPoliza: perro,
      tipo: 'Accidente',
      fecha: new Date().toISOString().slice(0, 10),
      lugar: 'Parque del Retiro, Madrid',
      contrario: null,
      descripcion: 'Se cortó una pata con un cristal durante el paseo.',
      fotos: [],
      telefono: '612345678',
      franjaContacto: 'Tarde (14 a 20 h)',
    },
  });
  expect(res.status()).toBe(409);
  expect(((await res.json()) as { mensaje: string }).mensaje).toMatch(
    /^Esta póliza ya no está en vigor desde el /,
  );
});

test("'No renovar' on the car with an overdue receipt names it before confirming", async ({
  page,
  request,
}) => {
  // Another journey of this worker may have paid the receipt: start from the demo data.
  expect(await resetDemoData(request)).toBe(true);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, '12345678Z');
  const coche = idDe((await portfolioOf(page)).lstPolizasVeh, 'AUT-10023456');
  await page.goto(`/area-cliente/polizaAutos/${coche}`);
  await page.getByRole('region', { name: 'Renovación' }).getByRole('button', { name: 'No renovar' }).click();
  const popup = page.getByRole('dialog', { name: 'No renovar la póliza' });
  await expect(
    popup.getByText(
      new RegExp(
        `^Seguirá pendiente el recibo de 137\\.45 € con vencimiento el ${DIA}: págalo para mantener la cobertura hasta el ${DIA}\\.$`,
      ),
    ),
  ).toBeVisible();
  await expect(popup).toContainText('después no te cobraremos más recibos');
  await shot(page, 'no-renovar-recibo-pendiente-1440', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
});
