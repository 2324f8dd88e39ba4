import { currentProduct } from '../support/env';
import { expect, type Locator, type Page } from '@playwright/test';
import { resetDemoData } from '../support/demo-reset';
import { test } from '../support/test';
import { expectAccessible, signedIn } from '../support/fixtures';
import { shot } from '../support/shot';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menú lateral' });
const history = (page: Page) => page.getByRole('region', { name: 'Historial de notificaciones' });
const stepTitle = (page: Page) => page.locator('.declarar-paso__titulo');
const DECLARACION = '**/produccion/rest/v1/ac/siniestros/declaracion';

// These journeys open claims on the demo's car policy; the journeys after them count its seeded claims.
test.afterAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: currentProduct().baseURL });
  expect(await resetDemoData(api), 'the declaration journeys put the demo data back').toBe(true);
  await api.dispose();
});

/** A day `days` ago in the company's calendar, as the date input takes it. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });

/** A small real JPEG drawn by the browser (a coloured square with a label), as a file to choose. */
async function jpeg(page: Page, name: string, color: string) {
  const base64 = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = fill;
    ctx.fillRect(0, 0, 320, 240);
    ctx.fillStyle = '#fff';
    ctx.fillText('daños', 20, 40);
    return canvas.toDataURL('image/jpeg', 0.8).split(',')[1]!;
  }, color);
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

/** Policy → kind → when and where (a collision) → description: the steps before the photos. */
async function fillCollision(page: Page, lugar = 'Calle de Bravo Murillo 100, Madrid') {
  await page.getByLabel(/1234 LMN/).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(stepTitle(page)).toHaveText('Qué ha pasado');
  await page.getByLabel('Colisión con otro vehículo').check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(stepTitle(page)).toHaveText('Cuándo y dónde');
  await page.getByLabel('Fecha del siniestro').fill(daysAgo(2));
  await page.getByLabel('Lugar').fill(lugar);
  await page.getByLabel('Matrícula del otro vehículo').fill('9876 BCD');
  await page.getByLabel('Aseguradora del otro vehículo').fill('Seguros Atlántico');
  await page.getByLabel('Sí').check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(stepTitle(page)).toHaveText('Descripción');
  await page
    .getByLabel('Cuéntanos qué ha pasado')
    .fill('Un coche me golpeó por detrás al frenar en un semáforo en rojo.');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(stepTitle(page)).toHaveText('Fotos');
}

/** From the photos to the workshop step of a car claim, choosing a workshop there by `choose`. */
async function workshop(page: Page, choose: (page: Page) => Promise<void>) {
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(stepTitle(page)).toHaveText('Dónde reparar tu vehículo');
  await choose(page);
}

/** A partner workshop near 28009, the Retiro. */
async function nearRetiro(page: Page) {
  await page.getByLabel('Código postal').fill('28009');
  await page.getByRole('button', { name: 'Buscar talleres' }).click();
  await expect(page.getByLabel(/Talleres Ibiza Motor/)).toBeVisible();
  await page.getByLabel(/Talleres Ibiza Motor/).check();
  // The same map as roadside tracking, numbered as the list; the chosen workshop is marked on it.
  const mapa = page.getByRole('region', { name: /^Mapa con los talleres concertados más cercanos/ });
  await expect(mapa.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await expect(mapa.locator('.leaflet-tooltip').filter({ hasText: /^1$/ })).toBeVisible();
}

async function contactAndReview(page: Page) {
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(stepTitle(page)).toHaveText('Contacto');
  await page.getByLabel('Teléfono de contacto').fill('612345678');
  await page.getByLabel('Tarde (14 a 20 h)').check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(stepTitle(page)).toHaveText('Revisión');
}

async function claimNumber(result: Locator): Promise<string> {
  const text = (await result.getByText(/Tu siniestro es el/).textContent()) ?? '';
  const num = /SIN-\d+/.exec(text)?.[0];
  expect(num).toBeTruthy();
  return num!;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a car collision with two photos: Back keeps what was typed, a reload keeps the draft, the claim shows at once', async ({
    page,
  }) => {
    await signedIn(page, '12345678Z');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page
      .getByRole('dialog', { name: 'Menú' })
      .getByRole('link', { name: 'Declarar un siniestro' })
      .click();
    await expect(page).toHaveURL(/\/declararSiniestro$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Declarar un siniestro' })).toBeVisible();
    await expect(page.getByText('Paso 1 de 7')).toBeVisible();
    await shot(page, 'declarar-poliza-390');

    // The partner's health policy is declared with the partner: its phone instead of Continuar.
    await page.getByLabel(/Salud/).first().check();
    await expect(page.getByText('900 303 303')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continuar' })).toHaveCount(0);

    await fillCollision(page);

    // Back keeps what was typed.
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expect(page.getByLabel('Cuéntanos qué ha pasado')).toHaveValue(/semáforo en rojo/);
    await shot(page, 'declarar-descripcion-390');
    await page.getByRole('button', { name: 'Continuar' }).click();

    // Not an image, whatever its name: refused at once.
    await page.getByLabel(/Añade fotos/).setInputFiles({
      name: 'golpe.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('esto no es una foto'),
    });
    await expect(page.getByText('El archivo no es una imagen válida')).toBeVisible();
    await page.getByRole('button', { name: 'Quitar golpe.jpg' }).click();

    await page
      .getByLabel(/Añade fotos/)
      .setInputFiles([await jpeg(page, 'trasera.jpg', '#b00'), await jpeg(page, 'faro.jpg', '#06c')]);
    const fotos = page.getByRole('list', { name: 'Fotos añadidas' });
    await expect(fotos.getByRole('img')).toHaveCount(2);
    await expect(fotos.getByText('Subiendo…')).toHaveCount(0);
    await shot(page, 'declarar-fotos-390');

    // A reload keeps the draft, photos included, on the same step.
    await page.reload();
    await expect(stepTitle(page)).toHaveText('Fotos');
    await expect(page.getByRole('list', { name: 'Fotos añadidas' }).getByRole('img')).toHaveCount(2);
    // Never in localStorage: the only key there may be is the canary bucket (stored only while a canary
    // is live), which says nothing of the person.
    const stored = await page.evaluate(() => Object.keys(localStorage));
    expect(stored.filter((key) => key !== 'area-cliente:canary-bucket')).toEqual([]);

    await workshop(page, async () => {
      await nearRetiro(page);
      await shot(page, 'declarar-taller-390');
    });
    await contactAndReview(page);
    await expect(page.getByText('9876 BCD')).toBeVisible();
    await expect(page.getByText('Talleres Ibiza Motor')).toBeVisible();
    await expect(page.getByText('2 de 8')).toBeVisible();
    await shot(page, 'declarar-revision-390');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Enviar declaración' }).click();
    const result = page.getByRole('region', { name: 'Hemos recibido tu declaración' });
    await expect(result).toBeVisible();
    const num = await claimNumber(result);
    await shot(page, 'declarar-resultado-390');

    // The menu shows it at once, under 'Siniestros abiertos:'.
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const abiertos = page
      .getByRole('dialog', { name: 'Menú' })
      .getByRole('region', { name: 'Siniestros abiertos:' });
    await expect(abiertos.getByRole('link', { name: new RegExp(num) })).toBeVisible();
    await page.keyboard.press('Escape');

    await result.getByRole('link', { name: 'Ver el siniestro' }).click();
    await expect(page).toHaveURL(new RegExp(`/siniestroAutos/${num}$`));
    await expect(page.getByText('Declarado por el cliente en el Área Cliente')).toBeVisible();
    for (const doc of ['Parte de siniestro', 'Foto 1', 'Foto 2'])
      await expect(history(page).getByRole('button', { name: new RegExp(`^${doc}`) })).toBeVisible();
    const taller = page.getByRole('region', { name: 'Dónde reparar tu vehículo' });
    await expect(taller.getByText('Talleres Ibiza Motor')).toBeVisible();
    await expect(taller.getByRole('button', { name: 'Cambiar de taller' })).toBeVisible();

    // A photo opens as the image it is, through a download token.
    const popupEvent = page.waitForEvent('popup');
    const photo = page.context().waitForEvent('response', (r) => r.url().includes('/polizas/documento/'));
    await history(page)
      .getByRole('button', { name: /^Foto 1/ })
      .click();
    const response = await photo;
    expect(response.headers()['content-type']).toBe('image/jpeg');
    await (await popupEvent).close();
  });
});

test('a network failure at send time loses nothing and the retry makes one claim', async ({ page }) => {
  await signedIn(page, '12345678Z', '/area-cliente/declararSiniestro');
  await fillCollision(page, 'Avenida de América 10, Madrid');
  await workshop(page, async () => {
    await page.getByLabel('Prefiero mi propio taller').check();
    await page.getByLabel('Nombre de tu taller').fill('Talleres Hermanos Ruiz');
  });
  await contactAndReview(page);
  await shot(page, 'declarar-revision-1440');

  const sent: string[] = [];
  let failed = false;
  await page.route(DECLARACION, async (route) => {
    sent.push((route.request().postDataJSON() as { claveIdempotencia: string }).claveIdempotencia);
    if (!failed) {
      failed = true;
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await page.getByRole('button', { name: 'Enviar declaración' }).click();
  await expect(page.getByText(/No hemos podido enviar tu declaración/)).toBeVisible();
  await expect(stepTitle(page)).toHaveText('Revisión');
  await expect(page.getByText('Avenida de América 10, Madrid')).toBeVisible();

  // A double click on the retry still sends once.
  await page.getByRole('button', { name: 'Enviar declaración' }).dblclick();
  const result = page.getByRole('region', { name: 'Hemos recibido tu declaración' });
  await expect(result).toBeVisible();
  const num = await claimNumber(result);
  await shot(page, 'declarar-resultado-1440');
  expect(new Set(sent).size).toBe(1);
  expect(sent.length).toBe(2);

  await expect(sideMenu(page).getByRole('link', { name: new RegExp(num) })).toHaveCount(1);
  // The draft is gone: a new declaration starts afresh.
  await page.goto('/area-cliente/declararSiniestro');
  await expect(stepTitle(page)).toHaveText('Póliza');
  await expect(page.getByLabel(/1234 LMN/)).not.toBeChecked();
});

test('keyboard only: the whole declaration with Tab, Space and Enter', async ({ page }) => {
  await signedIn(page, '12345678Z', '/area-cliente/declararSiniestro');
  await expect(stepTitle(page)).toHaveText('Póliza');

  /** Tab until `target` has focus (at most 40 presses). */
  const tabTo = async (target: Locator) => {
    for (let i = 0; i < 40; i++) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error('never reached by Tab');
  };
  /** Tab into a radio group, then arrow keys to the option and Space, as a keyboard user does. */
  const chooseRadio = async (target: Locator) => {
    for (let i = 0; i < 60; i++) {
      if (await target.evaluate((el) => el === document.activeElement)) return page.keyboard.press('Space');
      const inGroup = await page.evaluate(
        () => (document.activeElement as HTMLInputElement | null)?.type === 'radio',
      );
      await page.keyboard.press(inGroup ? 'ArrowDown' : 'Tab');
    }
    throw new Error('option never reached by the keyboard');
  };
  /**
   * Type a date into a focused date input. Chromium orders its fields by its own UI language, not the
   * page's (day first or month first), so try day-month-year, and if the value is not the one meant,
   * go back to the first field with Shift+Tab and type month-day-year.
   */
  const typeDate = async (input: Locator, iso: string) => {
    const [y, m, d] = iso.split('-');
    for (const digits of [`${d}${m}${y}`, `${m}${d}${y}`]) {
      await page.keyboard.type(digits);
      if ((await input.inputValue()) === iso) return;
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
    }
    throw new Error(`the date input never took ${iso}`);
  };
  const next = async (title: string) => {
    await tabTo(page.getByRole('button', { name: 'Continuar' }));
    await page.keyboard.press('Enter');
    await expect(stepTitle(page)).toHaveText(title);
    await expect(stepTitle(page)).toBeFocused();
  };

  await chooseRadio(page.getByLabel(/1234 LMN/));
  await next('Qué ha pasado');
  await chooseRadio(page.getByLabel('Rotura de lunas'));
  await next('Cuándo y dónde');
  await tabTo(page.getByLabel('Fecha del siniestro'));
  await typeDate(page.getByLabel('Fecha del siniestro'), daysAgo(1));
  await tabTo(page.getByLabel('Lugar'));
  await page.keyboard.type('Autovía A-6, km 20');
  await next('Descripción');
  await tabTo(page.getByLabel('Cuéntanos qué ha pasado'));
  await page.keyboard.type('Una piedra saltó y rompió el parabrisas.');
  await next('Fotos');
  await next('Dónde reparar tu vehículo');
  // Enter in the postcode searches, without leaving the step.
  await tabTo(page.getByLabel('Código postal'));
  await page.keyboard.type('08009');
  await page.keyboard.press('Enter');
  await expect(stepTitle(page)).toHaveText('Dónde reparar tu vehículo');
  await expect(page.getByLabel(/Tallers Eixample Motor/)).toBeVisible();
  await chooseRadio(page.getByLabel(/Tallers Eixample Motor/));
  await next('Contacto');
  await tabTo(page.getByLabel('Teléfono de contacto'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('612345678');
  await chooseRadio(page.getByLabel('Mañana (9 a 14 h)'));
  await next('Revisión');
  await tabTo(page.getByRole('button', { name: 'Enviar declaración' }));
  await page.keyboard.press('Enter');
  const result = page.getByRole('region', { name: 'Hemos recibido tu declaración' });
  await expect(result.getByRole('heading', { name: 'Hemos recibido tu declaración' })).toBeFocused();
  await claimNumber(result);
});

test("the way in from /inicio and from a policy, which comes chosen; the partner's health policy gives the partner's phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, '12345678Z');
  const main = page.getByRole('main');
  await expect(main.getByText('¿Has tenido un siniestro?')).toBeVisible();
  await shot(page, 'declarar-entrada-inicio-1440');
  await main.getByRole('link', { name: 'Declarar un siniestro' }).click();
  await expect(page).toHaveURL(/\/declararSiniestro$/);
  await expect(page.getByText('Paso 1 de 7')).toBeVisible();

  await sideMenu(page)
    .getByRole('link', { name: /^SEAT León .* 1234 LMN/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Póliza de automóvil' })).toBeVisible();
  await shot(page, 'declarar-entrada-poliza-1440');
  await main.getByRole('link', { name: 'Declarar un siniestro' }).click();
  await expect(page).toHaveURL(/\/declararSiniestro\/\d+$/);
  await expect(page.getByLabel(/1234 LMN/)).toBeChecked();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/area-cliente/polizaSalud/HNA-55012345');
  await expect(page.getByRole('heading', { level: 1, name: 'Póliza de salud' })).toBeVisible();
  await expect(main.getByRole('link', { name: '900 303 303' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Declarar un siniestro' })).toHaveCount(0);
  await shot(page, 'declarar-entrada-salud-390');
  await page.goto('/area-cliente/inicio');
  await expect(main.getByText('¿Has tenido un siniestro?')).toBeVisible();
  await shot(page, 'declarar-entrada-inicio-390');
});
