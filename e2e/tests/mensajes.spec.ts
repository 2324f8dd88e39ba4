import { expect, type Browser } from '@playwright/test';
import { resize } from '../support/a11y';
import { correosPara } from '../support/correo';
import { resetDemoData } from '../support/demo-reset';
import { axeAtBothWidths, staff } from '../support/estudio';
import { signedIn } from '../support/fixtures';
import { shot } from '../support/shot';
import { test } from '../support/test';

// Lucía writes about her claim, customer service (the demo's `atencion` staff user, signed in at the
// demo identity provider) answers in the studio and finds it in their audit, the notice e-mail reaches
// the local SMTP server with the number only, and she reads the answer.
test.beforeAll(async ({ request }) => {
  expect(await resetDemoData(request)).toBe(true);
});
test.afterAll(async ({ request }) => {
  expect(await resetDemoData(request)).toBe(true);
});

const RESPUESTA = 'El perito revisará tu coche el lunes por la mañana.';

/**
 * Answers a conversation as the `atencion` user in the studio's screens, signed in through the demo
 * identity provider in a browser: from the queue, takes it, reads it beside the customer's policies,
 * answers. At one width the screens are also checked by axe at both.
 */
async function respondeAtencion(browser: Browser, baseURL: string, idHilo: number, width: number) {
  const atencion = await staff(browser, baseURL, 'atencion');
  try {
    await resize(atencion, width);
    await atencion.goto('/estudio/');
    await expect(atencion.getByRole('heading', { level: 1, name: 'Mensajes de clientes' })).toBeVisible();
    // Customer service sees nothing of the campaign.
    await expect(atencion.getByRole('link', { name: 'Campaña', exact: true })).toHaveCount(0);
    const fila = atencion.getByRole('listitem').filter({
      has: atencion.locator(`a[href="/estudio/mensajes/${idHilo}"]`),
    });
    await expect(fila.getByText(/^Responder antes del /)).toBeVisible();
    await expect(fila.getByText('1 sin leer')).toBeVisible();
    await shot(atencion, `estudio-cola-${width}`);
    if (width === 1440) expect(await axeAtBothWidths(atencion, '/estudio/mensajes')).toEqual([]);
    await resize(atencion, width);

    await fila.getByRole('button', { name: /^Asignármela/ }).click();
    await expect(atencion).toHaveURL(new RegExp(`/estudio/mensajes/${idHilo}$`));
    await expect(atencion.getByRole('heading', { level: 1, name: 'Siniestro SIN-0000101' })).toBeVisible();
    await expect(atencion.getByText(`¿Cuándo viene el perito? (${width})`)).toBeVisible();
    await expect(atencion.getByText('La llevas tú')).toBeVisible();
    const polizas = atencion.getByRole('complementary', { name: 'Pólizas del cliente' });
    await expect(polizas.getByText('AUT-10023456')).toBeVisible();
    if (width === 1440) expect(await axeAtBothWidths(atencion, `/estudio/mensajes/${idHilo}`)).toEqual([]);
    await resize(atencion, width);

    await atencion.getByLabel('Tu respuesta').fill(RESPUESTA);
    await atencion.getByRole('button', { name: 'Enviar respuesta' }).click();
    await expect(atencion.getByRole('list', { name: 'Mensajes de la conversación' })).toContainText(
      RESPUESTA,
    );
    await expect(atencion.getByText(/ · Respondido · /)).toBeVisible();
    await shot(atencion, `estudio-hilo-${width}`);

    // What they did is in customer service's own audit, the conversation's number a link back.
    await atencion.getByRole('link', { name: 'Registro de atención' }).click();
    const registro = atencion.getByRole('region', { name: 'Acciones con las conversaciones' });
    const deEste = registro.getByRole('row').filter({ hasText: `Nº ${idHilo}` });
    await expect(deEste.first()).toContainText('Respondió');
    await expect(deEste.last()).toContainText('Se asignó la conversación');
    await expect(deEste.filter({ hasText: 'Abrió la conversación' })).toHaveCount(1);
    await shot(atencion, `estudio-registro-${width}`);
    if (width === 1440) expect(await axeAtBothWidths(atencion, '/estudio/mensajes/registro')).toEqual([]);
  } finally {
    await atencion.context().close();
  }
}

for (const width of [390, 1440]) {
  test(`${width} px: writes about claim SIN-0000101, is told of the answer by e-mail and reads it`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.skip(!!process.env.E2E_BASE_URL, 'reads the local SMTP server of the product Playwright starts');
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await signedIn(page, '12345678Z', '/area-cliente/siniestroAutos/SIN-0000101');
    await page.getByRole('link', { name: 'Escribir sobre este siniestro' }).click();
    const tema = page.getByLabel('¿Sobre qué quieres escribirnos?');
    await expect(tema).toHaveValue('SINIESTRO:SIN-0000101');
    await page.getByLabel('Tu mensaje').fill(`¿Cuándo viene el perito? (${width})`);
    await shot(page, `nuevo-${width}`);
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Siniestro SIN-0000101' })).toBeVisible();
    await expect(page.getByText('Pendiente de respuesta')).toBeVisible();
    await expect(page.getByText(/^Te responderemos antes del /)).toBeVisible();
    const idHilo = Number(/\/mensajes\/(\d+)$/.exec(page.url())![1]);

    await respondeAtencion(browser, baseURL!, idHilo, width);
    const aviso = () =>
      correosPara('lucia.fernandez@example.com').find((c) => c.texto.includes(`conversación nº ${idHilo}`));
    await expect
      .poll(() => aviso()?.asunto, { timeout: 20_000 })
      .toBe('Tienes una respuesta de Atención al Cliente');
    expect(`${aviso()!.texto}${aviso()!.html}`).not.toContain('perito');

    await page.reload();
    await expect(page.getByText(RESPUESTA)).toBeVisible();
    await expect(page.getByText('Respondido', { exact: true })).toBeVisible();
    await shot(page, `hilo-${width}`);
    await page.getByRole('link', { name: 'Volver a mis mensajes' }).click();
    const lista = page.getByRole('list', { name: 'Tus conversaciones' });
    // Hers and the demo's earlier answered one; opening it marked the answer read.
    await expect(
      lista.getByRole('link', { name: 'Siniestro SIN-0000101', exact: true }).first(),
    ).toBeVisible();
    await expect(lista.getByRole('link', { name: /Póliza AUT-10023456/ })).toBeVisible();
    await shot(page, `lista-${width}`);
  });
}
