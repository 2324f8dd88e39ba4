import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { signedIn } from '../support/fixtures';
import { shot } from '../support/shot';

const POLIZA = '/area-cliente/polizaAutos/200001';

/** Records, from now on, whether the content area ever shows a loading state (skeleton or spinner). */
async function watchForLoadingStates(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { sawLoading: boolean };
    w.sawLoading = false;
    const check = () => {
      if (document.querySelector('main [aria-busy="true"], main .ac-spinner, .ac-skeleton'))
        w.sawLoading = true;
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { sawLoading: boolean }).sawLoading);
}

test.describe('navigation without waiting', () => {
  test('a policy link hovered on /inicio: its data is read before the click, and the policy shows at once', async ({
    page,
  }) => {
    await signedIn(page, '12345678Z');
    const link = page.locator(`a[href="${POLIZA}"]:visible`).first();
    await expect(link).toBeVisible();

    // Hovering is the intent: the screen's code and then its data arrive before any click.
    const served = page.waitForResponse((r) => r.url().endsWith('/v1/ac/polizas-veh/200001') && r.ok());
    await link.hover();
    await served;

    const sawLoading = await watchForLoadingStates(page);
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Póliza de automóvil' })).toBeVisible();
    await expect(page.getByText('AUT-10023456').first()).toBeVisible();
    expect(await sawLoading(), 'a skeleton or spinner showed after the click').toBe(false);
  });

  test("while a screen's data loads, its skeleton is busy and says 'Cargando datos ...' once", async ({
    page,
  }) => {
    await signedIn(page, '12345678Z');
    // Hold the policy's answer so the loading state can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v1/ac/polizas-veh/200002', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/area-cliente/polizaAutos/200002');
    const skeleton = page.locator('main [aria-busy="true"]');
    await expect(skeleton).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Cargando datos ...' })).toHaveCount(1);
    await expect(page.locator('.ac-spinner')).toHaveCount(0);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `skeleton-${width}`, { fullPage: false });
    }
    release();
    await expect(page.getByRole('heading', { level: 1, name: /^Póliza de (automóvil|moto)$/ })).toBeVisible();
    await expect(skeleton).toHaveCount(0);
  });
});
