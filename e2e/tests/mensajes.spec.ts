import { expect, type Browser } from '@playwright/test';
import { correosPara } from '../support/correo';
import { resetDemoData } from '../support/demo-reset';
import { signedIn } from '../support/fixtures';
import { shot } from '../support/shot';
import { test } from '../support/test';

// Lucía writes about her claim, customer service (the demo's `atencion` staff user, signed in at the
// demo identity provider) answers, the notice e-mail reaches the local SMTP server with the number
// only, and she reads the answer.
test.beforeAll(async ({ request }) => {
  expect(await resetDemoData(request)).toBe(true);
});
test.afterAll(async ({ request }) => {
  expect(await resetDemoData(request)).toBe(true);
});

const RESPUESTA = 'El perito revisará tu coche el lunes por la mañana.';

/**
 * Answers a conversation as the `atencion` user: signed in at the demo identity provider (its form
 * posted as a browser would, the redirects followed with the cookies kept), then the studio's API.
 */
async function respondeAtencion(browser: Browser, baseURL: string, idHilo: number): Promise<void> {
  const contexto = await browser.newContext({ baseURL });
  try {
    const { request } = contexto;
    const formulario = await request.get('/estudio/auth/entrar');
    const accion = /action="([^"]+)"/.exec(await formulario.text())![1]!;
    await request.post(new URL(accion.replaceAll('&amp;', '&'), formulario.url()).toString(), {
      form: { usuario: 'atencion', clave: 'Demo2024' },
    });
    const cola = await request.get('/estudio/api/mensajes');
    expect(cola.status()).toBe(200);
    expect(((await cola.json()) as { hilos: { idHilo: number }[] }).hilos.map((h) => h.idHilo)).toContain(
      idHilo,
    );
    const res = await request.post(`/estudio/api/mensajes/${idHilo}/responder`, {
      headers: { 'x-estudio': '1' },
      data: { texto: RESPUESTA },
    });
    expect(res.status()).toBe(200);
  } finally {
    await contexto.close();
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

    await respondeAtencion(browser, baseURL!, idHilo);
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
