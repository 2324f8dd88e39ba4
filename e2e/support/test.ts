import { expect, test as base } from '@playwright/test';
import { resetDemoData } from './demo-reset';
import { productOf, type Product } from './env';

/**
 * Every journey runs against its worker's own product (support/env.ts): `baseURL`, and so `page`
 * and `request`, point there. Journeys in one worker share its seeded database and some change it (a
 * draw entered, a receipt paid); a retried journey starts from the demo data again, so its second
 * attempt sees what its first saw.
 */
export const test = base.extend<{ demoDataOnRetry: void }, { product: Product }>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  product: [async ({}, use, workerInfo) => use(productOf(workerInfo.parallelIndex)), { scope: 'worker' }],
  baseURL: async ({ product }, use) => use(product.baseURL),
  // A popup that has just closed steps back over its own history entry (shared/src/ui/popup.tsx), a
  // moment later; a navigation or reload started before that traversal ends is aborted
  // (net::ERR_ABORTED). A person never types an address or reloads within those milliseconds: the
  // journey waits for it, as long as a second, and then goes anyway (a popup left open on purpose).
  page: async ({ page }, use) => {
    const popupEntryGone = () =>
      page
        .waitForFunction(() => !(history.state as { acPopup?: unknown } | null)?.acPopup, undefined, {
          timeout: 1_000,
        })
        .catch(() => undefined);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      await popupEntryGone();
      return goto(url, options);
    };
    page.reload = async (options) => {
      await popupEntryGone();
      return reload(options);
    };
    await use(page);
  },
  demoDataOnRetry: [
    async ({ request }, use, testInfo) => {
      if (testInfo.retry > 0) {
        expect(
          await resetDemoData(request),
          'a retried journey needs the demo server (DEMO=true) to reset its data',
        ).toBe(true);
      }
      await use();
    },
    { auto: true },
  ],
});

/**
 * For journeys that change the demo customers' data: each journey (`'each'`) or the file's first
 * (`'file'`) starts from the demo data as seeded, and the file leaves it so for the journeys after it.
 */
export function fromSeededDemoData(scope: 'each' | 'file') {
  (scope === 'each' ? test.beforeEach : test.beforeAll)(async ({ request }) => {
    expect(await resetDemoData(request)).toBe(true);
  });
  test.afterAll(async ({ request }) => {
    expect(await resetDemoData(request)).toBe(true);
  });
}
