import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectAccessible, signedIn, storedToken } from '../support/fixtures';

/** The claim as the API gives it to this session: expected values come from the seed, not hard-coded dates. */
type Claim = {
  numSiniestro: string;
  numPoliza: string;
  idPoliza: number;
  estado: string;
  tipo: string;
  titulo: string;
  fecOcurrencia: string;
  fecApertura: string;
  notificaciones: { texto: string; documentos: { nombreDoc: string }[] }[];
  documentosSiniestro: { nombreDoc: string; aceptado: boolean | null; fechaFirma: string | null }[];
};

async function claimOf(page: Page, segment: string, num: string): Promise<Claim> {
  const res = await page.request.get(`/produccion/rest/v1/ac/${segment}/${num}`, {
    headers: { 'Auth-token': (await storedToken(page)) ?? '' },
  });
  const body = (await res.json()) as { codigo: number; data: Claim };
  expect(body.codigo).toBe(0);
  return body.data;
}

const ddmmyyyy = (iso: string) => iso.slice(0, 10).split('-').reverse().join('-');
const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menú lateral' });
const docsMenu = (page: Page) => page.getByRole('navigation', { name: 'Documentos del siniestro' });
const general = (page: Page) => page.getByRole('region', { name: 'Datos generales' });
const history = (page: Page) => page.getByRole('region', { name: 'Historial de notificaciones' });

/** Value next to a label of the general card. */
const valueOf = (page: Page, label: string) =>
  general(page)
    .locator('.ac-datalist__row', { has: page.getByText(label, { exact: true }) })
    .locator('dd');

async function expectGeneralCard(page: Page, claim: Claim, estado: string) {
  await expect(page.getByRole('heading', { level: 1, name: claim.titulo })).toBeVisible();
  await expect(valueOf(page, 'Póliza')).toHaveText(claim.numPoliza);
  await expect(valueOf(page, 'Fecha de ocurrencia')).toHaveText(ddmmyyyy(claim.fecOcurrencia));
  await expect(valueOf(page, 'Fecha de comunicación')).toHaveText(ddmmyyyy(claim.fecApertura));
  await expect(valueOf(page, 'Estado')).toHaveText(estado);
  await expect(valueOf(page, 'Tipo')).toHaveText(claim.tipo);
}

/** Notification texts in the timeline, top to bottom. */
async function timelineTexts(page: Page): Promise<string[]> {
  return history(page)
    .locator('.claims-timeline__item--notificacion .claims-timeline__text')
    .allTextContents();
}

test.beforeEach(async ({ page }) => {
  await signedIn(page, '12345678Z');
});

test('car claim from the side menu: general card, notifications newest first, documents, opposing vehicles and experts', async ({
  page,
}) => {
  await sideMenu(page)
    .getByRole('link', { name: /Colisión trasera en rotonda/ })
    .click();
  await expect(page).toHaveURL(/\/area-cliente\/siniestroAutos\/SIN-0000101$/);
  const claim = await claimOf(page, 'siniestros-veh', 'SIN-0000101');
  await expectGeneralCard(page, claim, 'Abierto');
  await expect(valueOf(page, 'Lugar del accidente')).toHaveText('Glorieta de Cuatro Caminos, Madrid');
  await expect(valueOf(page, 'Daños')).toHaveText('Paragolpes trasero, Portón, Piloto trasero izquierdo');

  expect(await timelineTexts(page)).toEqual([
    'El perito ha emitido su informe de valoración.',
    'Se ha asignado un perito para valorar los daños.',
    'Hemos recibido la declaración del siniestro.',
  ]);

  const [firmado, rechazado] = claim.documentosSiniestro;
  const docs = docsMenu(page);
  await expect(docs.getByText(`Firmado el ${ddmmyyyy(firmado!.fechaFirma!)}`)).toBeVisible();
  await expect(docs.getByText(`Rechazado el ${ddmmyyyy(rechazado!.fechaFirma!)}`)).toBeVisible();
  await expect(docs.getByText('Pendiente de firma')).toBeVisible();

  const contrarios = page.getByRole('region', { name: 'Vehículos contrarios' });
  await expect(
    contrarios.getByRole('row', { name: /8765 HJK Renault Mégane Seguros Atlántico/ }),
  ).toBeVisible();
  const encargos = page.getByRole('region', { name: 'Peritaciones y talleres' });
  await expect(encargos.getByRole('row')).toHaveCount(3);
  await expect(encargos.getByRole('row').nth(1)).toContainText('En curso');
  await expect(encargos.getByRole('row').nth(1)).toContainText('Talleres Hermanos López (Madrid)');
  await expectAccessible(page);
});

test('a signed document and a notification document open in a new tab as PDFs', async ({ page }) => {
  await page.goto('/area-cliente/siniestroAutos/SIN-0000101');
  for (const button of [
    docsMenu(page).getByRole('button', { name: /^Declaración amistosa de accidente/ }),
    history(page).getByRole('button', { name: /^Parte de declaración/ }),
  ]) {
    const popupEvent = page.waitForEvent('popup');
    const pdf = page.context().waitForEvent('response', (r) => r.url().includes('/polizas/documento/'));
    await button.click();
    const popup = await popupEvent;
    await popup.waitForURL(/\/produccion\/rest\/v1\/ac\/polizas\/documento\/[0-9a-f-]{36}\/[\w-]{43}$/);
    const response = await pdf;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['cache-control']).toBe('no-store');
    // The token is single use: the same URL again gets nothing.
    expect((await page.request.get(popup.url())).status()).toBe(404);
    // The path token is not the session token.
    expect(popup.url()).not.toContain((await storedToken(page)) ?? '∅');
    await popup.close();
  }
});

const LINES = [
  {
    screen: 'siniestroHogar',
    segment: 'siniestros-hog',
    num: 'SIN-0000102',
    estado: 'Abierto',
    extra: ['Dirección', 'Calle de Alcalá 120, 3º B, 28009 Madrid, Madrid'],
  },
  {
    screen: 'siniestroMovilidad',
    segment: 'siniestros-mov',
    num: 'SIN-0000103',
    estado: 'Abierto',
    extra: ['Lugar del accidente', 'Calle de Goya 40, Madrid'],
  },
  {
    screen: 'siniestroNegocio',
    segment: 'siniestros-neg',
    num: 'SIN-0000044',
    estado: 'Cerrado',
    extra: ['Negocio', 'Librería Alcalá'],
  },
  {
    screen: 'siniestroAccidentes',
    segment: 'siniestros-acc',
    num: 'SIN-0000030',
    estado: 'Rechazado',
    extra: ['Asegurado', 'Lucía Fernández García'],
  },
  {
    screen: 'siniestroMascotas',
    segment: 'siniestros-masc',
    num: 'SIN-0000106',
    estado: 'Abierto',
    extra: ['Nombre de la mascota', 'Toby'],
  },
] as const;

for (const line of LINES) {
  test(`${line.screen}: general card, timeline and documents of ${line.num}`, async ({ page }) => {
    await page.goto(`/area-cliente/${line.screen}/${line.num}`);
    const claim = await claimOf(page, line.segment, line.num);
    await expectGeneralCard(page, claim, line.estado);
    await expect(valueOf(page, line.extra[0])).toHaveText(line.extra[1]);
    expect(await timelineTexts(page)).toEqual(claim.notificaciones.map((n) => n.texto));
    for (const d of claim.documentosSiniestro) {
      await expect(
        docsMenu(page).getByRole('button', { name: new RegExp(`^${d.nombreDoc.replace(/\.pdf$/i, '')}`) }),
      ).toBeVisible();
    }
    // Opposing vehicles and experts belong to car claims only.
    await expect(page.getByRole('region', { name: 'Vehículos contrarios' })).toHaveCount(0);
  });
}

test("another client's claim, a claim read under another line and a missing one show the not-found state", async ({
  page,
}) => {
  for (const path of [
    'siniestroAutos/SIN-0000201',
    'siniestroHogar/SIN-0000101',
    'siniestroAutos/SIN-9999999',
  ]) {
    await page.goto(`/area-cliente/${path}`);
    await expect(page.getByRole('heading', { name: 'No hemos encontrado lo que buscas' })).toBeVisible();
    await expect(
      page.getByText('No hemos encontrado este siniestro entre los de tus pólizas.'),
    ).toBeVisible();
  }
  await page.getByRole('button', { name: 'Ir al inicio' }).click();
  await expect(page).toHaveURL(/\/inicio$/);
});

test('the screen loads again when the claim number changes, and links to its policy', async ({ page }) => {
  await page.goto('/area-cliente/siniestroAutos/SIN-0000087');
  await expect(page.getByRole('heading', { level: 1, name: 'Sustitución de parabrisas' })).toBeVisible();
  await expect(valueOf(page, 'Estado')).toHaveText('Cerrado');
  await sideMenu(page)
    .getByRole('link', { name: /Colisión trasera en rotonda/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Colisión trasera en rotonda' })).toBeVisible();
  await expect(valueOf(page, 'Estado')).toHaveText('Abierto');

  const claim = await claimOf(page, 'siniestros-veh', 'SIN-0000101');
  await valueOf(page, 'Póliza').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/area-cliente/polizaAutos/${claim.idPoliza}$`));
});

test('a policy screen links to its claims', async ({ page }) => {
  await page.goto('/area-cliente/siniestroAutos/SIN-0000101');
  const claim = await claimOf(page, 'siniestros-veh', 'SIN-0000101');
  await page.goto(`/area-cliente/polizaAutos/${claim.idPoliza}`);
  await page
    .locator('main')
    .getByRole('link', { name: /SIN-0000101|Colisión trasera en rotonda/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/area-cliente\/siniestroAutos\/SIN-0000101$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Colisión trasera en rotonda' })).toBeVisible();
});
