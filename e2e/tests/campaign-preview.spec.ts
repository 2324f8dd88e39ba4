import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectAccessible, signedIn } from '../support/fixtures';
import { shot } from '../support/shot';

// Marketing checks a campaign not yet published against every demo customer, in the demo.
const root = resolve(import.meta.dirname, '..', '..');
const PREVIEW = '/area-cliente/vistaPreviaCampana';

/** The first campaign plus a service card for companies only, shown from `desde`. */
function candidate(desde: string) {
  const doc = JSON.parse(readFileSync(resolve(root, 'campaigns/inicial/campana.json'), 'utf8'));
  doc.cards.push({
    id: 'asesoria-empresas',
    kind: 'servicio',
    sections: ['servicios'],
    audience: { holder: 'empresa' },
    schedule: { desde },
    data: {
      titulo: 'Asesoría para empresas',
      texto: 'Te ayudamos con los seguros de tu negocio.',
      telefonos: [],
    },
  });
  return JSON.stringify(doc, null, 2);
}

const persona = (page: Page, nif: string) =>
  page.getByRole('region').filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(nif) }) });

test('a candidate campaign shows its new card only to the persona its audience names, from its first day', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, '12345678Z', PREVIEW);
  await expect(page.getByRole('heading', { level: 1, name: 'Vista previa de campaña' })).toBeVisible();

  await page.getByLabel('O pega aquí el JSON de la campaña').fill(candidate('2026-12-20'));
  await page.getByLabel('Fecha (hora de Madrid)').fill('2026-12-20');
  await shot(page, 'campaign-preview-form-1440', { fullPage: false });
  await page.getByRole('button', { name: 'Comparar' }).click();

  const empresa = persona(page, 'B12345674');
  await expect(empresa.getByText('Nueva: Asesoría para empresas')).toBeVisible();
  await expect(empresa.locator('[data-card="asesoria-empresas"]').getByRole('heading')).toHaveText(
    'Asesoría para empresas',
  );
  await expect(persona(page, '12345678Z').getByText('Nueva: Asesoría para empresas')).toHaveCount(0);
  await expect(page.getByText('Nueva: Asesoría para empresas')).toHaveCount(1);
  await empresa.locator('[data-card="asesoria-empresas"]').scrollIntoViewIfNeeded();
  await shot(page, 'campaign-preview-1440', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await empresa.locator('[data-card="asesoria-empresas"]').scrollIntoViewIfNeeded();
  await shot(page, 'campaign-preview-390', { fullPage: false });
  await expectAccessible(page);

  // The day before the card's window: nobody gets it.
  await page.getByLabel('Fecha (hora de Madrid)').fill('2026-12-19');
  await page.getByRole('button', { name: 'Comparar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Tarjetas del 19/12/2026' })).toBeVisible();
  await expect(
    persona(page, 'B12345674').getByRole('heading', { level: 3, name: 'Servicios' }),
  ).toBeVisible();
  await expect(page.getByText('Nueva: Asesoría para empresas')).toHaveCount(0);
});

test('an invalid campaign is refused with its field path and message, as publish would', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, '12345678Z', PREVIEW);
  const broken = JSON.parse(candidate('2026-12-01'));
  broken.cards.at(-1).data.titulo = '';
  await page.getByLabel('O pega aquí el JSON de la campaña').fill(JSON.stringify(broken));
  await page.getByRole('button', { name: 'Comparar' }).click();
  await expect(page.getByText('La campaña no es válida.')).toBeVisible();
  await expect(page.getByText(/cards\[\d+\]\.data\.titulo/)).toBeVisible();
  await expect(page.locator('.offers-preview__persona')).toHaveCount(0);
  await shot(page, 'campaign-preview-invalid-390', { fullPage: false });

  await page.getByLabel('O pega aquí el JSON de la campaña').fill('{ "nombre": ');
  await page.getByRole('button', { name: 'Comparar' }).click();
  await expect(page.getByText('(documento): no es JSON válido')).toBeVisible();
});
