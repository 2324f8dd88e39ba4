import { expect, type Page } from '@playwright/test';
import { atEachWidth, resize } from '../support/a11y';
import { axeAtBothWidths, staff } from '../support/estudio';
import { signedIn } from '../support/fixtures';
import { shot } from '../support/shot';
import { test } from '../support/test';

// Marketing's studio (/estudio/): staff sign in with the demo's identity provider, edit a draft of
// the live campaign, see it drawn by the live offers remote, send it for review; another person
// approves it for a minute ahead, the customers it is for see it then, and a rollback brings the old
// cards back.

const TRAVEL_DRAW = 'sorteo-viaje';
const card = (page: Page, id: string) => page.locator(`[data-card="${id}"]`);
/** An 8×4 PNG in the brand's blue: an image the publish step's checks take. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAECAIAAAA8r+mnAAAAEUlEQVR4nGPg9u/CihioJwEAgc8cgSa1IEwAAAAASUVORK5CYII=',
  'base64',
);

const MADRID_MINUTE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Madrid day and minute an instant falls in, as the approval's date and time fields take them. */
function madridMinute(instant: Date): { dia: string; hora: string } {
  const part = (type: string) => MADRID_MINUTE.formatToParts(instant).find((p) => p.type === type)!.value;
  return {
    dia: `${part('year')}-${part('month')}-${part('day')}`,
    hora: `${part('hour')}:${part('minute')}`,
  };
}

/** What the studio's own policy refused on its pages: nothing, at the end of the journey. */
const cspViolations: string[] = [];

test('without a staff session the studio offers the company sign-in, reached by keyboard and accessible', async ({
  page,
}) => {
  await page.goto('/estudio/');
  const entrar = page.getByRole('link', { name: 'Entrar con tu cuenta de empresa' });
  await expect(entrar).toHaveAttribute('href', '/estudio/auth/entrar');
  expect(await axeAtBothWidths(page, '/estudio/ (sin sesión)')).toEqual([]);
  await atEachWidth(page, (width) => shot(page, `entrar-${width}`));
  // The first Tab stops are the studio's name and then the sign-in.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(entrar).toBeFocused();
});

test('a draft of the live campaign: edited, previewed by the live offers remote, reviewed by another person, live, rolled back', async ({
  browser,
  baseURL,
  page: cliente,
}) => {
  test.setTimeout(240_000);
  const nuevoTitulo = `Sorteamos un crucero (${Date.now() % 100_000})`;

  // The editor starts a draft from the live campaign.
  const editora = await staff(browser, baseURL ?? '', 'editora', cspViolations);
  await editora.goto('/estudio/');
  await expect(editora.getByText('Elena Editora')).toBeVisible();
  expect(await axeAtBothWidths(editora, '/estudio/')).toEqual([]);
  await atEachWidth(editora, (width) => shot(editora, `portada-${width}`));
  await resize(editora, 1440);
  await editora.getByRole('button', { name: 'Nuevo borrador desde la campaña publicada' }).click();
  await expect(editora).toHaveURL(/\/estudio\/borradores\/\d+$/);
  const borrador = new URL(editora.url()).pathname;

  // The travel draw card's title, in the form its kind's schema generates.
  await editora.getByRole('button', { name: /^\d+\. Sorteamos 5 premios/ }).click();
  const titulo = editora.getByRole('textbox', { name: 'Título' });
  await titulo.fill('');
  await expect(editora.getByText('no puede estar vacío')).toBeVisible();
  await titulo.fill(nuevoTitulo);

  // Its image replaced: the new one needs its own alternative text.
  await editora
    .getByLabel('Imagen', { exact: true })
    .setInputFiles({ name: 'crucero.png', mimeType: 'image/png', buffer: PNG });
  await expect(editora.getByText(/Ahora: crucero/)).toBeVisible();
  const alt = editora.getByRole('textbox', { name: 'Texto alternativo de la imagen' });
  await expect(alt).toHaveValue('');
  await alt.fill('Un crucero en el mar');

  // Its direct clients who also hold a car policy, with the reach the API counts for today.
  const audiencia = editora.getByRole('group', { name: 'Quién la ve' });
  await expect(audiencia.getByRole('combobox', { name: 'Condición 1' })).toHaveValue('client');
  await audiencia.getByRole('button', { name: 'Añadir condición' }).click();
  const segunda = audiencia.getByRole('group', { name: 'Condición 2' });
  await expect(segunda.getByRole('combobox', { name: 'Condición 2' })).toHaveValue('holds');
  await segunda.getByRole('combobox', { name: 'Valor' }).selectOption('auto');
  await expect(audiencia.getByText(/^Alcance: (unos [\d.]+|menos de 20) clientes\.$/)).toBeVisible();

  // Reordered by keyboard and back: the keys stay on the moved card.
  await editora.getByRole('button', { name: /^\d+\. Póliza mediada$/ }).click();
  await editora.getByRole('button', { name: 'Bajar «Póliza mediada»' }).focus();
  await editora.keyboard.press('Enter');
  await expect(editora.getByRole('button', { name: 'Bajar «Póliza mediada»' })).toBeFocused();
  await editora.getByRole('button', { name: 'Subir «Póliza mediada»' }).focus();
  await editora.keyboard.press('Enter');
  await editora.getByRole('button', { name: /^\d+\. Sorteamos un crucero/ }).click();
  await editora.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(editora.getByRole('button', { name: 'Guardado' })).toBeVisible();

  // Drawn by the live offers remote at a phone's and a desktop's width, inert.
  for (const ancho of [390, 1440]) {
    const marco = editora.locator(`.estudio-marco__lienzo[data-ancho="${ancho}"]`);
    const tarjeta = marco.locator(`[data-card="${TRAVEL_DRAW}"]`);
    await expect(tarjeta).toContainText(nuevoTitulo);
    await expect(tarjeta.getByRole('img', { name: 'Un crucero en el mar' })).toHaveAttribute(
      'src',
      /crucero/,
    );
    await expect(marco.locator('[inert]')).toHaveCount(1);
  }
  await expect(
    editora.getByText(/Dibujada por las ofertas \S+, las que ven los clientes ahora/),
  ).toBeVisible();
  await expect(editora.getByText('Cambian (1)')).toBeVisible();
  expect(await axeAtBothWidths(editora, borrador)).toEqual([]);
  await atEachWidth(editora, (width) => shot(editora, `borrador-${width}`));
  await resize(editora, 1440);

  // Sent for review; its author is never offered the approval.
  await editora.getByRole('button', { name: 'Enviar a revisión' }).click();
  await expect(editora.getByText(/Enviado a revisión/)).toBeVisible();
  await expect(
    editora.getByText('Está en revisión. Lo aprueba otra persona con permiso de publicación.'),
  ).toBeVisible();
  await expect(editora.getByRole('button', { name: /Aprobar/ })).toHaveCount(0);

  // Another person, a publisher, approves it for a Madrid minute a little ahead; the demo's scheduler
  // (every 5 s) publishes it then.
  const aprobador = await staff(browser, baseURL ?? '', 'aprobador', cspViolations);
  await aprobador.goto('/estudio/');
  const anterior = await aprobador
    .locator('[data-version]')
    .filter({ hasText: 'Publicada ahora' })
    .getAttribute('data-version');
  // A direct client without a car (a partner health policy only) sees today's travel draw.
  const sinCoche = await browser.newPage({ baseURL: baseURL ?? '' });
  await signedIn(sinCoche, '11111111H');
  await expect(card(sinCoche, TRAVEL_DRAW)).toBeVisible();

  await aprobador.goto(borrador);
  const { dia, hora } = madridMinute(new Date(Date.now() + 75_000));
  await aprobador.getByLabel('Publicar el día').fill(dia);
  await aprobador.getByLabel('A las (hora de Madrid)').fill(hora);
  await aprobador.getByRole('button', { name: 'Aprobar para ese día y hora' }).click();
  await expect(aprobador.getByText(/^Aprobada: se publicará el /)).toBeVisible();

  // The customer (a direct client with a car) sees the new title on /inicio once it is published.
  await signedIn(cliente, '12345678Z');
  await expect(async () => {
    await cliente.reload();
    await expect(card(cliente, TRAVEL_DRAW)).toContainText(nuevoTitulo, { timeout: 5_000 });
  }).toPass({ timeout: 90_000, intervals: [5_000] });
  await expect(card(cliente, TRAVEL_DRAW).getByRole('img', { name: 'Un crucero en el mar' })).toBeVisible();

  // The customer without a car does not: their own card is there, the draw for car holders not.
  await sinCoche.reload();
  await expect(card(sinCoche, 'area-cliente-salud-colaborador')).toBeVisible();
  await expect(card(sinCoche, TRAVEL_DRAW)).toHaveCount(0);
  await sinCoche.close();

  // One press and a confirmation bring the version before back.
  await aprobador.goto('/estudio/');
  const fila = aprobador.locator(`[data-version="${anterior}"]`);
  await fila.getByRole('button', { name: 'Volver a esta versión' }).click();
  await aprobador.getByRole('button', { name: `Sí, volver a la versión ${anterior}` }).click();
  await expect(aprobador.getByText(`La versión ${anterior} vuelve a estar publicada.`)).toBeVisible();
  await cliente.reload();
  await expect(card(cliente, TRAVEL_DRAW)).toBeVisible();
  await expect(card(cliente, TRAVEL_DRAW)).not.toContainText(nuevoTitulo);

  // Every step in the audit, with its author; the same list downloads as CSV.
  await aprobador.getByRole('link', { name: 'Registro de cambios' }).click();
  const filas = aprobador.getByRole('row');
  await expect(
    filas.filter({ hasText: 'Envió a revisión' }).filter({ hasText: 'editora' }).first(),
  ).toBeVisible();
  await expect(
    filas.filter({ hasText: 'Volvió a una versión' }).filter({ hasText: 'aprobador' }).first(),
  ).toBeVisible();
  await expect(aprobador.getByRole('link', { name: 'Descargar el registro (CSV)' })).toHaveAttribute(
    'href',
    '/estudio/api/auditoria.csv',
  );
  expect(await axeAtBothWidths(aprobador, '/estudio/auditoria')).toEqual([]);
  await atEachWidth(aprobador, (width) => shot(aprobador, `auditoria-${width}`));

  expect(cspViolations).toEqual([]);
});
