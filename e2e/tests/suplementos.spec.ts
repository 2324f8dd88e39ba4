import { expect, type Page } from '@playwright/test';
import type { Portfolio } from '@area-cliente/shared/contract';
import { confirmarConCodigo } from '../support/codigo-sms';
import { expectAccessible, signedIn, storedToken } from '../support/fixtures';
import { shot } from '../support/shot';
import { fromSeededDemoData, test } from '../support/test';

// 'Modificar la póliza': Lucía adds a driver to her SEAT León, reads the new premium and what the
// days left cost, confirms with the code by SMS, and finds the driver on the policy and the supplement
// in 'Mis documentos'; a driver too young is refused with the reason. Buttons are pressed by keyboard.

/** Lucía's phone on record: where the confirming code goes. */
const TELEFONO = '612345678';

async function idCoche(page: Page): Promise<number> {
  const res = await page.request.get('/produccion/rest/v1/ac/portfolio', {
    headers: { 'Auth-token': (await storedToken(page)) ?? '' },
  });
  const { lstPolizasVeh } = ((await res.json()) as { data: Portfolio }).data;
  return lstPolizasVeh.find((p) => p.numPoliza === 'AUT-10023456')!.idPoliza;
}

/** Presses a button with the keyboard: focus, then Enter. */
async function pulsar(page: Page, scope: ReturnType<Page['getByRole']>, name: string) {
  await scope.getByRole('button', { name }).focus();
  await page.keyboard.press('Enter');
}

// Each journey adds the same driver: start from the demo data, and leave it as seeded.
fromSeededDemoData('each');
test.setTimeout(120_000);

for (const width of [390, 1440]) {
  test(`at ${width} px: add a driver, read the premium, confirm with the code; a driver too young is refused`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await signedIn(page, '12345678Z');
    await page.goto(`/area-cliente/polizaAutos/${await idCoche(page)}`);
    await expect(page.getByRole('region', { name: 'Otros conductores' })).toContainText(
      'Daniel Fernández García',
    );

    await pulsar(page, page.getByRole('main'), 'Modificar la póliza');
    const popup = page.getByRole('dialog', { name: 'Modificar la póliza' });
    const anadir = popup.getByLabel('Añadir un conductor');
    await anadir.focus();
    await page.keyboard.press('Space');
    await expect(anadir).toBeChecked();
    await popup.getByLabel('Nombre y apellidos').fill('Pablo Gómez Sanz');
    await popup.getByLabel('NIF o NIE').fill('00000000T');
    const hoy = new Date();
    const joven = `${hoy.getFullYear() - 19}-01-15`;
    await popup.getByLabel('Fecha de nacimiento').fill(joven);
    await popup.getByLabel('Fecha del carné de conducir').fill('2010-07-01');
    await pulsar(page, popup, 'Calcular el precio');
    await expect(
      popup.getByText(/^El conductor debe tener al menos 21 años para esta póliza, y tiene 1[89]\.$/),
    ).toBeVisible();
    await shot(page, `suplemento-joven-${width}`, { fullPage: false });

    await popup.getByLabel('Fecha de nacimiento').fill('1990-05-02');
    await pulsar(page, popup, 'Calcular el precio');
    const resumen = popup.getByRole('region', { name: 'Tu cambio' });
    await expect(resumen).toBeFocused();
    await expect(resumen).toContainText('Prima anual actual412.35 €');
    await expect(resumen).toContainText(/Nueva prima anual\d+\.\d{2} €/);
    await expect(resumen).toContainText(/Por los \d+ días hasta la renovación\d+\.\d{2} € a pagar ahora/);
    await expect(resumen).toContainText(
      'Se añade como conductor a Pablo Gómez Sanz (00000000T), con fecha de nacimiento 02-05-1990 y carné de conducir desde el 01-07-2010.',
    );
    await expectAccessible(page);
    await shot(page, `suplemento-presupuesto-${width}`, { fullPage: false });

    await confirmarConCodigo(page, popup, TELEFONO, { teclado: true });
    await pulsar(page, popup, 'Confirmar el cambio');
    const hecho = popup.getByText(/^Hemos modificado tu póliza con el suplemento nº (SUP-\d{8}),/);
    await expect(hecho).toBeVisible();
    const numero = /SUP-\d{8}/.exec((await hecho.textContent())!)![0];
    await shot(page, `suplemento-hecho-${width}`, { fullPage: false });
    await pulsar(page, popup.locator('.ac-popup__body'), 'Cerrar');
    await expect(popup).toBeHidden();
    await expect(page.getByRole('region', { name: 'Otros conductores' })).toContainText('Pablo Gómez Sanz');

    await page.goto('/area-cliente/misDocumentos');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis documentos' })).toBeVisible();
    await expect(page.getByText(`Suplemento nº ${numero}`)).toBeVisible();
    // Told as a security notice, which 'Avisos' lists with the supplement's number.
    await page.getByRole('tab', { name: /^Avisos/ }).click();
    await page.getByRole('button', { name: /^Se ha modificado tu póliza en el Área Cliente/ }).click();
    await expect(page.getByText(new RegExp(`\\(suplemento nº ${numero}\\)\\.$`))).toBeVisible();
    await shot(page, `suplemento-aviso-${width}`, { fullPage: false });
  });
}
