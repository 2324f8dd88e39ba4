import { expect, type Locator, type Page } from '@playwright/test';
import { abrePoliza, asistenciaSpec, URL_ASISTENCIA } from '../support/asistencia';
import { expectAccessible, signedIn } from '../support/fixtures';
import { test } from '../support/test';
import { shot } from '../support/shot';

// Roadside assistance on the demo provider, which moves a request by the clock: 'Asignada'
// 15 s after it is sent (with the driver's phone and the tow truck's position, about 5 km away),
// 'En camino' at 30 s. The page reads it every 10 s; the map draws the demo wing's own tiles.

asistenciaSpec();

const sinDesbordar = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/**
 * The phone the screen gives to call is the car line's 24-hour assistance one, the demo card's
 * (ASISTENCIA_TELEFONO_AUTO), never the weekday office line (910 414 141, 09:00–21:00, which only the
 * page's footer carries).
 */
const asistencia24h = async (page: Page, donde: Locator) => {
  await expect(donde).toBeVisible();
  await expect(donde.getByRole('link', { name: '900 414 142' })).toHaveAttribute('href', 'tel:900414142');
  await expect(page.locator('article.asistencia a[href="tel:910414141"]')).toHaveCount(0);
};

/**
 * Once assigned: the driver's phone to call, how far the tow truck is in words, and the map with its
 * tiles drawn, the truck and the customer on it; the keyboard goes through the map and out of it.
 */
const conductorYMapa = async (page: Page) => {
  const servicio = page.getByRole('region', { name: 'Quién va a ayudarte' });
  await expect(servicio.getByRole('link', { name: '611 414 142' })).toHaveAttribute('href', 'tel:611414142');
  const donde = page.getByRole('region', { name: 'Dónde está la asistencia' });
  await expect(donde).toContainText(
    /El vehículo de asistencia está a \d+(,\d)? k?m de tu posición, en línea recta \(a las \d{2}:\d{2}\)\./,
  );
  const mapa = donde.getByRole('region', { name: 'Mapa con el vehículo de asistencia y tu posición' });
  await expect(mapa).toBeVisible();
  const tesela = mapa.locator('img.leaflet-tile-loaded').first();
  await expect(tesela).toBeVisible();
  expect(await tesela.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
  await expect(mapa.locator('.leaflet-tooltip', { hasText: 'Asistencia' })).toBeVisible();
  await expect(mapa.locator('.leaflet-tooltip', { hasText: 'Tú' })).toBeVisible();
  await expect(donde.getByText('Cargando el mapa…')).toHaveCount(0);
  // One tab stop for the map, its two zoom buttons, then out: the map keeps no one's focus.
  await mapa.focus();
  await expect(mapa).toBeFocused();
  for (const nombre of ['Acercar', 'Alejar']) {
    await page.keyboard.press('Tab');
    await expect(mapa.getByRole('button', { name: nombre })).toBeFocused();
  }
  await page.keyboard.press('Tab');
  expect(await mapa.evaluate((m) => m.contains(document.activeElement))).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expect(mapa.getByRole('button', { name: 'Alejar' })).toBeFocused();
};

// The car at 390 px, the motorbike at 1440: one open request per vehicle. Following a request is the
// same code at both widths: the phone, where a stranded driver is, waits the demo provider's 30 s.
for (const [width, numPoliza, hasta] of [
  [390, 'AUT-10023456', 'En camino'],
  [1440, 'AUT-10034567', 'Asignada'],
] as const) {
  test(`at ${width} px: help asked for with the phone's location is followed to '${hasta}'`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    await signedIn(page, '12345678Z');
    await abrePoliza(page, numPoliza);
    await page.getByRole('link', { name: 'Pedir asistencia en carretera' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Pedir asistencia en carretera' }),
    ).toBeVisible();
    const aviso = page.getByText(/llama primero al 112/);
    await expect(aviso).toBeVisible();
    await expect(aviso).toContainText(
      'También puedes pedir asistencia por teléfono, las 24 horas: 900 414 142.',
    );
    await asistencia24h(page, aviso);
    // The phone on record, ready to send.
    await expect(page.getByLabel('Teléfono en el que te llamamos')).toHaveValue(/^[679]\d{8}$/);
    // Sent with nothing chosen: each part says what it needs.
    await page.getByRole('button', { name: 'Pedir asistencia' }).click();
    await expect(page.getByText('Dinos dónde estás: usa tu ubicación o escribe la dirección.')).toBeVisible();
    await expect(page.getByText('Elige qué ha pasado.')).toBeVisible();

    await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
    await expect(page.getByText('Tenemos tu ubicación (precisión de unos 15 m).')).toBeVisible();
    await page.getByLabel('Batería descargada').check();
    await expectAccessible(page);
    await sinDesbordar(page, width);
    await shot(page, `formulario-${width}`);
    await page.getByRole('button', { name: 'Pedir asistencia' }).click();

    await expect(page).toHaveURL(URL_ASISTENCIA);
    await expect(page.getByRole('heading', { level: 1, name: 'Asistencia en carretera' })).toBeVisible();
    const estado = page.locator('.asistencia-estado__actual');
    await expect(estado).toHaveText('Recibida');
    await expect(page.getByText('Estamos buscando el servicio más cercano a ti.')).toBeVisible();
    await expect(page.getByText('Tu posición (GPS, precisión de unos 15 m)')).toBeVisible();
    await asistencia24h(
      page,
      page.getByText(/^¿Necesitas hablar con nosotros\? Asistencia 24 horas: 900 414 142$/),
    );
    await shot(page, `recibida-${width}`);

    // The home puts the request under way first (with any other vehicle's), one press from its tracking page.
    const seguimiento = new URL(page.url()).pathname;
    await page.getByRole('link', { name: /ir al inicio$/ }).click();
    const enCurso = page.getByRole('region', { name: 'Asistencia en carretera en curso' });
    await expect(enCurso).toContainText(/(Recibida|Asignada|En camino)\./);
    await sinDesbordar(page, width);
    await shot(page, `inicio-en-curso-${width}`);
    await enCurso.locator(`a[href="${seguimiento}"]`).click();
    await expect(page).toHaveURL(seguimiento);

    // Assigned (or already on its way, on a slow run): whom to call and where the truck is.
    await expect(estado).toHaveText(/^(Asignada|En camino)$/, { timeout: 60_000 });
    await conductorYMapa(page);
    await sinDesbordar(page, width);
    await shot(page, `asignada-${width}`);
    if (hasta === 'Asignada') {
      // Without its tiles the map gives way to a line saying so; everything else stays.
      await page.route('**/area-cliente/demo/teselas/**', (route) => route.abort());
      await page.reload();
      const donde = page.getByRole('region', { name: 'Dónde está la asistencia' });
      await expect(donde.getByText(/^No hemos podido cargar el mapa\./)).toBeVisible();
      await expect(donde).toContainText(/El vehículo de asistencia está a [\d,]+ k?m de tu posición/);
      await expect(donde.getByRole('region')).toHaveCount(0);
      await expect(page.getByRole('link', { name: '611 414 142' })).toBeVisible();
      await expect(page.locator('.asistencia-estado__llegada')).toHaveText(/^Llegada estimada: /);
      await shot(page, `sin-mapa-${width}`);
      return;
    }

    // Nobody reloads: the page follows the request by itself.
    await expect(estado).toHaveText('En camino', { timeout: 75_000 });
    await expect(
      page.getByText(/^Llegada estimada: hacia las \d{2}:\d{2} \(en unos \d+ min\)\.$/),
    ).toBeVisible();
    const servicio = page.getByRole('region', { name: 'Quién va a ayudarte' });
    await expect(servicio.getByText(/Grúa/)).toBeVisible();
    await expect(page.locator('[aria-current="step"]')).toHaveText('En camino');
    await expectAccessible(page);
    await sinDesbordar(page, width);
    await shot(page, `en-camino-${width}`);

    // Back on the policy, a second request for the same vehicle is not offered: the open one is.
    await page.getByRole('link', { name: 'Volver a la póliza' }).click();
    await page.getByRole('link', { name: 'Pedir asistencia en carretera' }).click();
    await expect(
      page.getByText('Ya tienes una petición de asistencia en curso para este vehículo.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Seguir mi asistencia' }).click();
    await expect(page).toHaveURL(URL_ASISTENCIA);
  });
}

test('with the keyboard alone, help is asked for at a typed address', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, '12345678Z');
  await abrePoliza(page, 'AUT-10045678');
  const enlace = page.getByRole('link', { name: 'Pedir asistencia en carretera' });
  await expect(enlace).toBeVisible();
  const enfocado = (l: ReturnType<Page['getByRole']>) => l.evaluate((el) => el === document.activeElement);
  for (let i = 0; i < 40 && !(await enfocado(enlace)); i++) await page.keyboard.press('Tab');
  await expect(enlace).toBeFocused();
  await page.keyboard.press('Enter');

  const usar = page.getByRole('button', { name: 'Usar mi ubicación' });
  await expect(usar).toBeVisible();
  for (let i = 0; i < 40 && !(await enfocado(usar)); i++) await page.keyboard.press('Tab');
  await expect(usar).toBeFocused();
  const anillo = await usar.evaluate(
    (el) => getComputedStyle(el).outlineStyle !== 'none' || getComputedStyle(el).boxShadow !== 'none',
  );
  expect(anillo).toBe(true);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Escribir la dirección' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The field takes the focus where the button was.
  const direccion = page.getByLabel('Dirección o punto kilométrico');
  await expect(direccion).toBeFocused();
  await page.keyboard.type('A-3, km 127, sentido Valencia, Tarancón');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Avería (el vehículo no arranca o no anda)')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Accidente')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Teléfono en el que te llamamos')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Pedir asistencia' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(URL_ASISTENCIA);
  await expect(page.getByText('A-3, km 127, sentido Valencia, Tarancón')).toBeVisible();
  await expect(page.locator('.asistencia-estado__actual')).toHaveText('Recibida');
  await shot(page, 'teclado-390');
});
