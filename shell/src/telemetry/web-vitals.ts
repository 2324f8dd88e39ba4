import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { recordVital } from './rum-queue';

/**
 * Core Web Vitals of this page with the `web-vitals` library, each reported once (when final, or as
 * the page is hidden). LCP and TTFB belong to the page load, so to the landing screen; INP and CLS
 * accumulate until the page is hidden and go to the screen on display then. Where a browser lacks the
 * API behind a metric the library reports nothing for it (CLS outside Chromium; LCP and INP in Safari
 * and Firefox releases without Largest Contentful Paint or Event Timing): no value, no error.
 */
export function measureWebVitals(): void {
  const report = (of: 'landing' | 'current') => (metric: Metric) => {
    if (metric.name !== 'FCP') recordVital(metric.name, metric.value, of);
  };
  for (const [start, of] of [
    [onLCP, 'landing'],
    [onTTFB, 'landing'],
    [onINP, 'current'],
    [onCLS, 'current'],
  ] as const) {
    try {
      start(report(of));
    } catch (error) {
      // An engine the library does not expect: the page goes on without that metric.
      console.warn('[area-cliente] web vital not measured', error);
    }
  }
}
