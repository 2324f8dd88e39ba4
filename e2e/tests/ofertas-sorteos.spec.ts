import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { demoDay } from '../support/demo-days';
import { expectAccessible, signedIn, storedToken } from '../support/fixtures';

const ATENCION = '!Atención!';
const card = (page: Page) => page.locator('[data-card="sorteo-viaje"]');
const conditions = (page: Page) =>
  card(page).getByRole('checkbox', { name: 'He leído y acepto las bases del sorteo' });

const cardOf = (page: Page, id: string) => page.locator(`[data-card="${id}"]`);

test("a draw offers 'Participar' while its window is open; once ended, only who could enter reads that it ended", async ({
  page,
}) => {
  await signedIn(page, '12345678Z', '/area-cliente/sorteos');
  await expect(page.getByRole('heading', { level: 1, name: 'Sorteos' })).toBeVisible();
  // The travel draw's window runs from 30 days ago to 90 days ahead, and she has a new policy in it.
  await expect(card(page)).toContainText(`entre el ${demoDay(-30)} y el ${demoDay(90)}`);
  await expect(card(page).getByRole('button', { name: 'Participar' })).toBeVisible();
  // The air-fryer draw's window ended 30 days ago: no way to enter, only its 'finished' card.
  await expect(cardOf(page, 'sorteo-freidora')).toHaveCount(0);
  const fin = cardOf(page, 'sorteo-freidora-finalizado');
  await expect(fin).toContainText('El plazo de participación ha terminado.');
  await expect(fin.getByRole('button', { name: 'Participar' })).toHaveCount(0);
  await expectAccessible(page);
});

test('the finished air-fryer card is only for a client who could have entered (visibleFinSorteoFreidoraAire)', async ({
  page,
}) => {
  // Miguel's only policy is newer than that window: he could not enter, so he is not told it ended.
  await signedIn(page, '11111111H', '/area-cliente/sorteos');
  await expect(card(page).getByRole('button', { name: 'Participar' })).toBeVisible();
  await expect(cardOf(page, 'sorteo-freidora-finalizado')).toHaveCount(0);
});

test('participating in the travel draw: conditions first, then success and YA HAS PARTICIPADO', async ({
  page,
}) => {
  await signedIn(page, 'B12345674', '/area-cliente/sorteos');
  await expect(page.getByRole('heading', { level: 1, name: 'Sorteos' })).toBeVisible();
  await expect(conditions(page)).not.toBeChecked();
  await expect(card(page).getByRole('link', { name: /Bases del sorteo/ })).toHaveAttribute(
    'target',
    '_blank',
  );

  await card(page).getByRole('button', { name: 'Participar' }).click();
  const warning = page.getByRole('dialog', { name: ATENCION });
  await expect(warning).toContainText('Antes debes aceptar las condiciones del sorteo.');
  await expectAccessible(page);
  await warning.getByRole('button', { name: 'Aceptar' }).click();
  await expect(warning).toBeHidden();

  await conditions(page).check();
  await card(page).getByRole('button', { name: 'Participar' }).click();
  const success = page.getByRole('dialog', { name: '¡Enhorabuena!' });
  await expect(success).toContainText('Hemos registrado tu participación');
  await success.getByRole('button', { name: 'Cerrar' }).click();
  await expect(card(page)).toContainText('YA HAS PARTICIPADO');
  await expect(card(page).getByRole('button', { name: 'Participar' })).toHaveCount(0);

  // The participation is the server's: a new page load still knows it.
  await page.reload();
  await expect(card(page)).toContainText('YA HAS PARTICIPADO');
});

test("a participation recorded elsewhere meanwhile gets the '!Atención!' already-participated popup", async ({
  page,
}) => {
  await signedIn(page, '11111111H', '/area-cliente/sorteos');
  await expect(conditions(page)).toBeVisible();

  // The same client takes part from another device; this page's portfolio is now out of date.
  const token = await storedToken(page);
  const other = await page.request.post('/produccion/rest/v1/ac/cliente/registraParticipacionSorteoTv', {
    headers: { 'Auth-token': token ?? '' },
  });
  expect((await other.json()).codigo).toBe(0);

  await conditions(page).check();
  await card(page).getByRole('button', { name: 'Participar' }).click();
  const warning = page.getByRole('dialog', { name: ATENCION });
  await expect(warning).toContainText(
    'Ya hemos registrado anteriormente tu participación en el sorteo. Sólo puedes participar una vez.',
  );
  await page.keyboard.press('Escape');
  await expect(warning).toBeHidden();
  await expect(card(page)).toContainText('YA HAS PARTICIPADO');
});
