import { expect } from '@playwright/test';
import { test } from '../support/test';
import { DEMO_PASSWORD, login } from '../support/fixtures';

// A consent-pending customer opening a main screen by address, with the first-use tip not yet seen: the
// tip's popup and the consent redirect race on the history. 15 loads at each width (each screen three
// times), never a blank page.
const LOADS = 15;

for (const width of [390, 1440]) {
  test(`a gated screen opened by address ${LOADS} times at ${width} px always shows the consent screen`, async ({
    page,
  }) => {
    test.setTimeout(LOADS * 6_000);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await login(page, 'X2482300W', DEMO_PASSWORD, { firstUseTip: true });
    await expect(page).toHaveURL(/\/gdprTacito$/);
    const screens = ['inicio', 'cliente', 'ofertas', 'sorteos', 'servicios'];
    for (let i = 0; i < LOADS; i++) {
      await page.goto(`/area-cliente/${screens[i % screens.length]}`);
      await expect(page, `load ${i + 1}`).toHaveURL(/\/gdprTacito$/);
      await expect(page.getByRole('heading', { level: 1 }), `load ${i + 1}`).toBeVisible();
      // Stays drawn: the race showed the screen, then a late history.back() emptied the page.
      await page.waitForTimeout(300);
      await expect(page.getByRole('heading', { level: 1 }), `load ${i + 1}, a moment later`).toBeVisible();
      await expect(page).toHaveURL(/\/gdprTacito$/);
    }
  });
}
