import { SECTION_ERROR_EVENT } from '@area-cliente/shared';
import { flushWhenHidden, recordSectionErrorOnScreen } from './rum-queue';
import { measureWebVitals } from './web-vitals';

export { PageViews } from './page-views';

let started = false;

/**
 * Real-user signals (README, 'Real-user signals'): page views, load failures, section errors and
 * Core Web Vitals, by remote and version, sent in a batch when the load's LCP is final and each time
 * the page is hidden.
 */
export function startRealUserSignals(): void {
  if (started) return;
  started = true;
  addEventListener(SECTION_ERROR_EVENT, recordSectionErrorOnScreen);
  measureWebVitals();
  flushWhenHidden();
}
