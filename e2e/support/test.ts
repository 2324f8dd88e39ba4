import { expect, test as base } from '@playwright/test';
import { resetDemoData } from './demo-reset';

/**
 * The journeys share one seeded database and some change it (a draw entered, a receipt paid). A
 * retried journey starts from the demo data again, so its second attempt sees what its first saw.
 */
export const test = base.extend<{ demoDataOnRetry: void }>({
  demoDataOnRetry: [
    async ({ request }, use, testInfo) => {
      if (testInfo.retry > 0) {
        expect(
          await resetDemoData(request, testInfo.project.use.baseURL),
          'a retried journey needs the demo server (DEMO=true) to reset its data',
        ).toBe(true);
      }
      await use();
    },
    { auto: true },
  ],
});
