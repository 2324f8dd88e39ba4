import { expect, test as base } from '@playwright/test';

/**
 * The journeys share one seeded database and some change it (a draw entered, a receipt paid). A
 * retried journey starts from the demo data again, so its second attempt sees what its first saw.
 */
export const test = base.extend<{ demoDataOnRetry: void }>({
  demoDataOnRetry: [
    async ({ request }, use, testInfo) => {
      if (testInfo.retry > 0) {
        const reset = await request.post('/produccion/rest/v1/ac/dev/demo-reset');
        expect(reset.ok(), 'a retried journey needs the demo server (DEMO=true) to reset its data').toBe(
          true,
        );
      }
      await use();
    },
    { auto: true },
  ],
});
