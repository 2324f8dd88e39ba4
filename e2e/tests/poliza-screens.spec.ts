import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectAccessible, signedIn, storedToken } from '../support/fixtures';
import { pdfText } from '../support/pdf-text';

type Resumen = { idPoliza: number; numPoliza: string };
type Portfolio = Record<string, Resumen[]>;

async function portfolioOf(page: Page): Promise<Portfolio> {
  const res = await page.request.get('/produccion/rest/v1/ac/portfolio', {
    headers: { 'Auth-token': (await storedToken(page)) ?? '' },
  });
  return ((await res.json()) as { data: Portfolio }).data;
}

const idOf = (portfolio: Portfolio, list: string, numPoliza: string) => {
  const poliza = portfolio[list]?.find((p) => p.numPoliza === numPoliza);
  if (!poliza) throw new Error(`${numPoliza} not in ${list}`);
  return poliza.idPoliza;
};

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
/** Value next to a label inside a card. */
const valueIn = (page: Page, title: string, label: string) =>
  card(page, title)
    .locator('.ac-datalist__row', { has: page.getByText(label, { exact: true }) })
    .locator('dd');
const policyMenu = (page: Page) => page.getByRole('navigation', { name: 'Menú de la póliza' });

test.describe('policy screens of 12345678Z', () => {
  let portfolio: Portfolio;
  test.beforeEach(async ({ page }) => {
    await signedIn(page, '12345678Z');
    portfolio ??= await portfolioOf(page);
  });

  test('car: every card, claims open and closed in the policy menu, documents by availability', async ({
    page,
  }) => {
    await page.goto(`/area-cliente/polizaAutos/${idOf(portfolio, 'lstPolizasVeh', 'AUT-10023456')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Póliza de automóvil' })).toBeVisible();
    for (const title of [
      'Vehículo',
      'Tomador',
      'Contrato',
      'Propietario',
      'Conductor habitual',
      'Datos bancarios',
    ])
      await expect(card(page, title)).toBeVisible();
    await expect(valueIn(page, 'Vehículo', 'Matrícula')).toHaveText('1234 LMN');
    await expect(valueIn(page, 'Vehículo', 'Número de bastidor')).toHaveText('VSSZZZKLZMR012345');
    await expect(valueIn(page, 'Conductor habitual', 'Tipo de carné')).toHaveText('B');
    await expect(valueIn(page, 'Datos bancarios', 'IBAN')).toHaveText(/^(\*{4} ){5}1332$/);
    await expect(valueIn(page, 'Contrato', 'Periodicidad')).toHaveText('Anual');

    const menu = policyMenu(page);
    await expect(menu.getByRole('button', { name: 'Siniestros abiertos (1)' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Siniestros cerrados (1)' })).toBeVisible();
    await expect(menu.getByRole('link', { name: /Sustitución de parabrisas/ })).toBeVisible();
    await expect(menu.getByText('Vencido')).toBeVisible();
    await expect(menu.getByRole('button', { name: /Condiciones particulares \(PDF\)/ })).toBeVisible();
    await expect(menu.getByText(/Cuestionario de riesgo/)).toBeVisible();
    await expect(menu.getByText(/No disponible en formato digital\./)).toBeVisible();
    await expect(
      menu.getByRole('link', { name: /Condiciones generales \(versión anterior a 2025\)/ }),
    ).toBeVisible();
    await expect(menu.getByRole('link', { name: /Asistencia en viaje Oro y Moto/ })).toBeVisible();
    await expectAccessible(page);

    await menu.getByRole('link', { name: /Colisión trasera en rotonda/ }).click();
    await expect(page).toHaveURL(/\/siniestroAutos\/SIN-0000101$/);
    await page.goBack();
    await policyMenu(page).getByRole('link', { name: 'Ver aviso de renovación' }).click();
    await expect(page).toHaveURL(/\/avisoRenovacion\/\d+$/);
  });

  test('the other lines show their cards and values', async ({ page }) => {
    const screens: [string, string, string, [string, string, string][]][] = [
      [
        'polizaHogar',
        'lstPolizasHogar',
        'HOG-20034567',
        [
          ['Vivienda', 'Dirección', 'Calle de Alcalá 120, 3º B'],
          ['Características de la vivienda', 'Año de construcción', '1972'],
          ['Capitales', 'Continente', '180,000.00 €'],
        ],
      ],
      [
        'polizaDecesos',
        'lstPolizasDec',
        'DEC-30045678',
        [['Asegurados', 'Sara Martín Fernández', '71234567W']],
      ],
      [
        'polizaSaludMMT',
        'lstPolizasSaludMMT',
        'SAL-40056789',
        [['Asegurados', 'Lucía Fernández García', '12345678Z']],
      ],
      [
        'polizaMovilidad',
        'lstPolizasMovilidad',
        'MOV-60067890',
        [
          ['Vehículo', 'Subtipo', 'Bicicleta eléctrica urbana'],
          ['Vehículo', 'Valor', '1,890.00 €'],
        ],
      ],
      [
        'polizaAccidentes',
        'lstPolizasAccidentes',
        'ACC-80001234',
        [['Asegurados', 'Lucía Fernández García', '12345678Z']],
      ],
      [
        'polizaMascotas',
        'lstPolizasMascotas',
        'MAS-90012345',
        [
          ['Animal', 'Nombre', 'Toby'],
          ['Animal', 'Chip', '724098100123456'],
        ],
      ],
    ];
    for (const [route, list, num, values] of screens) {
      await page.goto(`/area-cliente/${route}/${idOf(portfolio, list, num)}`);
      // In the screen, not the side menu, which lists every policy with its number too.
      await expect(page.getByRole('main').getByText(`Nº ${num}`)).toBeVisible();
      for (const [title, label, value] of values) await expect(valueIn(page, title, label)).toHaveText(value);
      await expect(card(page, 'Contrato')).toBeVisible();
    }
    await page.goto('/area-cliente/polizaSalud/HNA-55012345');
    await expect(page.getByRole('heading', { level: 1, name: 'Póliza de salud' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Gestiona tu póliza' })).toBeVisible();
  });

  test('business: the owner card only with an owner, sums insured only when present, measures as switches', async ({
    page,
  }) => {
    await page.goto(`/area-cliente/polizaNegocio/${idOf(portfolio, 'lstPolizasNegocio', 'NEG-70089012')}`);
    await expect(card(page, 'Propietario')).toBeVisible();
    await expect(valueIn(page, 'Propietario', 'Nombre')).toHaveText('Inmuebles Castellana S.L.');
    await expect(valueIn(page, 'Negocio', 'Información de la actividad')).toHaveText(/terraza de temporada/);
    await expect(card(page, 'Capitales del local').getByText('Continente', { exact: true })).toHaveCount(0);
    await expect(valueIn(page, 'Capitales del local', 'Mobiliario')).toHaveText('25,000.00 €');
    const medidas = card(page, 'Medidas de protección');
    await expect(medidas.locator('.ac-switch', { hasText: 'Puerta blindada' })).toContainText('Sí');
    await expect(medidas.locator('.ac-switch', { hasText: 'Rociadores' })).toContainText('No');
    await expect(valueIn(page, 'Medidas de protección', 'Otras medidas de protección')).toHaveText(
      'Persiana metálica motorizada',
    );

    await page.goto(`/area-cliente/polizaNegocio/${idOf(portfolio, 'lstPolizasNegocio', 'NEG-70090123')}`);
    await expect(valueIn(page, 'Negocio', 'Nombre')).toHaveText('Librería Alcalá');
    await expect(card(page, 'Propietario')).toHaveCount(0);
    await expect(card(page, 'Negocio').getByText('Información de la actividad')).toHaveCount(0);
    await expect(valueIn(page, 'Capitales del local', 'Continente')).toHaveText('150,000.00 €');
    await expect(card(page, 'Medidas de protección').getByText('Otras medidas de protección')).toHaveCount(0);
  });

  test('the pet certificate opens as a PDF that names the pet', async ({ page }) => {
    // The first response is the document; the PDF viewer may fetch it again (whole or by ranges).
    let pdf: Buffer | undefined;
    let contentType: string | undefined;
    await page.context().route('**/polizas-masc/certificado-aseg/**', async (route) => {
      const response = await route.fetch();
      if (!pdf) {
        contentType = response.headers()['content-type'];
        pdf = await response.body();
      }
      await route.fulfill({ response });
    });
    await page.goto(`/area-cliente/polizaMascotas/${idOf(portfolio, 'lstPolizasMascotas', 'MAS-90012345')}`);
    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Certificado de Aseguramiento' }).click();
    await opened;
    await expect.poll(() => pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(contentType).toBe('application/pdf');
    expect(pdfText(pdf as Buffer)).toContain('Toby');
  });

  test('a missing or malformed policy id shows the not-found state', async ({ page }) => {
    await page.goto('/area-cliente/polizaAutos/999999999');
    await expect(page.getByRole('heading', { name: 'No hemos encontrado lo que buscas' })).toBeVisible();
    await page.goto('/area-cliente/polizaHogar/abc');
    await expect(page.getByRole('heading', { name: 'No hemos encontrado lo que buscas' })).toBeVisible();
  });
});

test("a broker's client sees 'Póliza mediada' and the broker's line on every screen of his policies", async ({
  page,
}) => {
  await signedIn(page, '00000023T');
  const portfolio = await portfolioOf(page);
  const notice = page.getByRole('status').filter({ hasText: 'Póliza mediada' });
  const expectNotice = async () => {
    await expect(notice).toContainText('contacta con él');
    await expect(notice.getByRole('link', { name: '963 33 44 55' })).toHaveAttribute('href', 'tel:963334455');
  };

  await page.goto(`/area-cliente/polizaAutos/${idOf(portfolio, 'lstPolizasVeh', 'AUT-11056789')}`);
  await expectNotice();
  await page.goto('/area-cliente/siniestroAutos/SIN-0000201');
  await expect(page.getByRole('heading', { level: 1, name: 'Golpe en aparcamiento' })).toBeVisible();
  await expectNotice();
  const recibo = (portfolio.lstAllRecibosPtes as unknown as { idRecibo: number; importeNeto: number }[]).find(
    (r) => r.importeNeto === 210.4,
  );
  await page.goto(`/area-cliente/recibo/${recibo?.idRecibo}`);
  await expect(page.getByRole('button', { name: 'Pagar recibo' })).toBeVisible();
  await expectNotice();
  await page.goto(`/area-cliente/avisoRenovacion/${idOf(portfolio, 'lstPolizasHogar', 'HOG-21067890')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de renovación' })).toBeVisible();
  await expectNotice();
  await expectAccessible(page);

  // Mis datos: the policies a phone change would apply to say so too (nothing is sent here).
  await page.goto('/area-cliente/cliente');
  await page.getByRole('button', { name: 'Cambiar teléfono' }).click();
  const popup = page.getByRole('dialog', { name: 'Cambiar teléfono' });
  await popup.getByLabel('Nuevo teléfono').fill('612345678');
  // The code by SMS confirms the change; it is checked only when the change is sent, which it is not here.
  await popup.getByRole('button', { name: 'Enviar código' }).click();
  await popup.getByLabel('Código recibido por SMS').fill('123456');
  await popup.getByRole('button', { name: 'Continuar' }).click();
  await expect(popup.getByRole('checkbox', { name: /AUT-11056789 .*Póliza mediada/ })).toBeChecked();
  await expect(popup.getByRole('status').filter({ hasText: 'Póliza mediada' })).toBeVisible();
});
