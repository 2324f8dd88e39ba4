import { expect } from '@playwright/test';
import { test } from '../support/test';
import { expectAccessible, signedIn, storedToken } from '../support/fixtures';

test('the renewal notice shows the policy, masked bank data and the receipts to be charged', async ({
  page,
}) => {
  await signedIn(page, '12345678Z');
  const res = await page.request.get('/produccion/rest/v1/ac/portfolio', {
    headers: { 'Auth-token': (await storedToken(page)) ?? '' },
  });
  const { lstPolizasVeh } = (
    (await res.json()) as { data: { lstPolizasVeh: { idPoliza: number; numPoliza: string }[] } }
  ).data;
  const coche = lstPolizasVeh.find((p) => p.numPoliza === 'AUT-10023456');
  expect(coche).toBeDefined();

  await page.goto(`/area-cliente/avisoRenovacion/${coche!.idPoliza}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de renovación' })).toBeVisible();
  const main = page.getByRole('main');
  for (const text of ['AUT-10023456', 'SEAT León 1.5 TSI FR', 'Vehículo', 'Domiciliación bancaria'])
    await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
  await expect(main.getByText(/^[* ]+1332$/)).toBeVisible();
  await expect(main.getByText('ES91 2100')).toHaveCount(0);

  const rows = main.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('425.90 €');
  await expect(rows.nth(1)).toContainText(/\d{2}-\d{2}-\d{4}/);
  await expectAccessible(page);

  // Each receipt to be charged opens its receipt screen.
  await rows.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/recibo\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Datos del recibo' })).toBeVisible();
});
