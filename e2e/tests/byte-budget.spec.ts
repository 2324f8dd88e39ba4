import { expect } from '@playwright/test';
import { test } from '../support/test';
import { BUDGETS } from '../support/budgets';
import { weighColdVisits } from '../support/cold-visit';

// Sizes, never timings: the same build always downloads the same bytes, so this cannot flake.
test('cold /login and /login → /inicio stay within the JS byte budgets with one federation runtime', async ({
  browser,
  baseURL,
}) => {
  const { login, loginToInicio } = await weighColdVisits(browser, baseURL!);
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  test.info().annotations.push({
    type: 'weights',
    description: `login JS ${kib(login.jsBytes)}, login→inicio JS ${kib(loginToInicio.jsBytes)}`,
  });
  expect(login.jsBytes, `cold /login JS: ${kib(login.jsBytes)}`).toBeLessThanOrEqual(BUDGETS.loginJsBytes);
  expect(
    loginToInicio.jsBytes,
    `cold /login → /inicio JS: ${kib(loginToInicio.jsBytes)}`,
  ).toBeLessThanOrEqual(BUDGETS.loginToInicioJsBytes);
  expect(login.runtimeCopies, 'federation runtimes on /login').toBe(BUDGETS.runtimeCopies);
  expect(loginToInicio.runtimeCopies, 'federation runtimes on /login → /inicio').toBe(BUDGETS.runtimeCopies);
});
