import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { expectAccessible, signedIn, storedToken } from '../support/fixtures';
import { shot } from '../support/shot';

type Portfolio = Record<string, { idPoliza: number; numPoliza: string }[]>;

async function idPoliza(page: Page, list: string, numPoliza: string): Promise<number> {
  const res = await page.request.get('/produccion/rest/v1/ac/portfolio', {
    headers: { 'Auth-token': (await storedToken(page)) ?? '' },
  });
  const poliza = ((await res.json()) as { data: Portfolio }).data[list]?.find(
    (p) => p.numPoliza === numPoliza,
  );
  if (!poliza) throw new Error(`${numPoliza} not in ${list}`);
  return poliza.idPoliza;
}

const coberturas = (page: Page) => page.getByRole('region', { name: 'Qué cubre tu póliza' });
const fila = (page: Page, cobertura: string) =>
  coberturas(page).locator('tbody tr', {
    has: page.getByRole('rowheader', { name: cobertura, exact: true }),
  });

type Desplazamiento = { valor: number; enPoliza: boolean };
type ConDesplazamientos = { desplazamientos: Desplazamiento[] };

/**
 * Records the layout shifts of every page this tab loads (Chromium's Layout Instability API, what CLS
 * adds up), each with whether it moved part of the policy screen.
 */
const observarDesplazamientos = (page: Page) =>
  page.addInitScript(() => {
    const registro: Desplazamiento[] = [];
    (window as unknown as ConDesplazamientos).desplazamientos = registro;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const enPoliza = entry.sources.some((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          return !!el?.closest('.pf-poliza');
        });
        registro.push({ valor: entry.value, enPoliza });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

const desplazamientos = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<Desplazamiento[]>((done) =>
        requestAnimationFrame(() =>
          setTimeout(() => done((window as unknown as ConDesplazamientos).desplazamientos), 0),
        ),
      ),
  );

for (const width of [390, 1440]) {
  test(`at ${width} px Lucía reads what her car policy covers and what changes when it renews`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedIn(page, '12345678Z');
    const coche = await idPoliza(page, 'lstPolizasVeh', 'AUT-10023456');

    await observarDesplazamientos(page);
    await page.goto(`/area-cliente/polizaAutos/${coche}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Póliza de automóvil' })).toBeVisible();
    const seccion = coberturas(page);
    await expect(seccion.getByText('Prima anual 412.35 €')).toBeVisible();
    await expect(seccion.getByText('Pago anual: 1 recibo de 412.35 €')).toBeVisible();
    await expect(fila(page, 'Responsabilidad civil obligatoria')).toContainText(
      'Límites del seguro obligatorio',
    );
    const danos = fila(page, 'Daños propios');
    await expect(danos).toBeVisible();
    for (const text of ['Valor venal', '300.00 €', 'Incluida']) await expect(danos).toContainText(text);
    await expect(fila(page, 'Asistencia en viaje')).toContainText('Opcional contratada');
    await expect(fila(page, 'Vehículo de sustitución')).toContainText('No contratada');
    // On a phone each cover reads as a short list with its labels; on a desktop, a table with headers.
    if (width < 600) {
      await expect(danos.getByText('Franquicia:')).toBeVisible();
      await expect(danos).toContainText('Franquicia: 300.00 €');
    } else {
      await expect(seccion.getByRole('columnheader', { name: 'Franquicia' })).toBeVisible();
      await expect(danos.getByText('Franquicia:')).toBeHidden();
    }
    // The screen shows with its covers and renewal read: nothing arrives late to push the cards down
    // under the customer's eyes (the cover table did, CLS 0.16), and the page's CLS stays 'good'.
    const movidos = await desplazamientos(page);
    expect(
      movidos.filter((d) => d.enPoliza),
      'layout shifts inside the policy screen',
    ).toEqual([]);
    expect(movidos.reduce((total, d) => total + d.valor, 0)).toBeLessThan(0.1);
    await seccion.scrollIntoViewIfNeeded();
    await shot(page, `coberturas-autos-${width}`);
    await expectAccessible(page);

    await page.goto(`/area-cliente/avisoRenovacion/${coche}`);
    const cambios = page.getByRole('region', { name: 'Qué cambia al renovar' });
    await expect(cambios).toBeVisible();
    const valor = (label: string) =>
      cambios.locator('.ac-datalist__row', { has: page.getByText(label, { exact: true }) }).locator('dd');
    await expect(valor('Prima anual actual')).toHaveText('412.35 €');
    await expect(valor('Prima anual al renovar')).toHaveText('425.90 €');
    await expect(valor('Diferencia')).toHaveText('+13.55 € (+3.29 %)');
    await expect(cambios.getByRole('listitem')).toHaveText([
      'Daños propios: la franquicia pasa de 300.00 € a 250.00 €.',
      'Defensa jurídica: el límite pasa de 3,000.00 € a 6,000.00 €.',
      'Se añade Vehículo de sustitución.',
      'Se quita Defensa de multas.',
    ]);
    await shot(page, `renovacion-comparacion-${width}`);
    await expectAccessible(page);
  });
}

test('every line shows its covers: the pet policy with its vet limit and excess', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signedIn(page, '12345678Z');
  await page.goto(
    `/area-cliente/polizaMascotas/${await idPoliza(page, 'lstPolizasMascotas', 'MAS-90012345')}`,
  );
  await expect(coberturas(page).getByText('Prima anual 189.50 €')).toBeVisible();
  const vet = fila(page, 'Asistencia veterinaria por accidente o enfermedad');
  await expect(vet).toContainText('2,000.00 €');
  await expect(vet).toContainText('60.00 €');
});
