import { currentProduct } from './env';
import { expect, type Page } from '@playwright/test';
import { resetDemoData } from './demo-reset';
import { storedToken } from './fixtures';
import { test } from './test';

/** A roadside request's tracking page; the code is the first group. */
export const URL_ASISTENCIA = /\/asistencia\/(AS-[2-9A-HJKMNP-TW-Z]{8})$/;

/**
 * For a roadside spec: the phone's position as the browser's geolocation answers it (permission
 * granted), and the demo data back to the seed afterwards (the journeys leave requests on Lucía's
 * vehicles, one open per vehicle).
 */
export function asistenciaSpec(): void {
  test.use({
    geolocation: { latitude: 40.0311, longitude: -3.0075, accuracy: 15 },
    permissions: ['geolocation'],
  });
  test.afterAll(async ({ playwright }) => {
    const api = await playwright.request.newContext({ baseURL: currentProduct().baseURL });
    expect(await resetDemoData(api)).toBe(true);
    await api.dispose();
  });
}

/** Opens one of Lucía's vehicle policies by its number. */
export async function abrePoliza(page: Page, numPoliza: string): Promise<void> {
  const res = await page.request.get('/produccion/rest/v1/ac/portfolio', {
    headers: { 'Auth-token': (await storedToken(page)) ?? '' },
  });
  const { data } = (await res.json()) as {
    data: { lstPolizasVeh: { idPoliza: number; numPoliza: string }[] };
  };
  const poliza = data.lstPolizasVeh.find((p) => p.numPoliza === numPoliza);
  if (!poliza) throw new Error(`${numPoliza} is not one of Lucía's vehicles`);
  await page.goto(`/area-cliente/polizaAutos/${poliza.idPoliza}`);
}
