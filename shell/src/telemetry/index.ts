import { api, NO_TOKEN, SECTION_ERROR_EVENT, sessionStore, tokenAtom } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { flushWhenHidden, recordSectionErrorOnScreen, renewBeacon } from './rum-queue';
import { measureWebVitals } from './web-vitals';

export { PageViews } from './page-views';

let started = false;

/**
 * Real-user signals (docs/operations.md, 'Real-user signals'): page views, load failures, section errors and
 * Core Web Vitals, by remote and version, sent in a batch when the load's LCP is final, in the next
 * idle moment after a screen is shown, and each time the page is hidden.
 */
export function startRealUserSignals(): void {
  if (started) return;
  started = true;
  addEventListener(SECTION_ERROR_EVENT, recordSectionErrorOnScreen);
  measureWebVitals();
  flushWhenHidden();
  // The call carries the session when there is one: a signed-in page load counts as its customer.
  const beacon = async () => {
    const sinSesion = sessionStore.get(tokenAtom) === NO_TOKEN;
    return { ...(await api.call(CALLS.balizaTelemetria, { quiet: true })), sinSesion };
  };
  renewBeacon(beacon);
  sessionStore.sub(tokenAtom, () => renewBeacon(beacon));
}
