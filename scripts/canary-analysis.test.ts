import { describe, expect, it } from 'vitest';
import {
  analyse,
  DEFAULT_THRESHOLDS,
  decisionLine,
  sideBySide,
  thresholdsFrom,
} from './lib/canary-analysis.mjs';

const t = { ...DEFAULT_THRESHOLDS, minPageViews: 100, promoteAfter: 1000 };
const figures = (pageViews: number, errors = 0, more: object = {}) => ({
  version: 'v',
  pageViews,
  errors,
  loadFailures: 0,
  lcpP75: 1800,
  inpP75: 120,
  clients: 50,
  signedInClients: 50,
  failingClients: 10,
  ...more,
});

describe('the canary analysis', () => {
  it('waits while the canary has fewer page views than the minimum, however bad they look', () => {
    const a = analyse(figures(5000, 5), figures(99, 99), t);
    expect(a.verdict).toBe('wait');
    expect(a.reasons).toEqual(['not enough samples: 99 of 100 canary page views']);
  });

  it('rolls back an error rate over both the ratio and the absolute difference', () => {
    const a = analyse(figures(1000, 10), figures(200, 8), t); // 4 % against 1 %
    expect(a.verdict).toBe('rollback');
    expect(a.reasons[0]).toBe('error rate 4.0 % against 1.0 % (over ×2 and +2.0 %)');
    expect(a.canary).toMatchObject({ pageViews: 200, errorRate: 0.04 });
  });

  it('keeps a canary worse by the ratio only (0.4 % against 0.1 %) or by the difference only (12 % against 9 %)', () => {
    expect(analyse(figures(1000, 1), figures(1000, 4), t).verdict).not.toBe('rollback');
    expect(analyse(figures(1000, 90), figures(1000, 120), t).verdict).not.toBe('rollback');
  });

  it('rolls back a p75 LCP or INP over its ratio, and ignores one side without a figure', () => {
    const slow = analyse(figures(500), figures(200, 0, { lcpP75: 2300, inpP75: 151 }), t);
    expect(slow.verdict).toBe('rollback');
    expect(slow.reasons).toEqual([
      'p75 LCP 2300 ms against 1800 ms (over ×1.25)',
      'p75 INP 151 ms against 120 ms (over ×1.25)',
    ]);
    expect(analyse(figures(500, 0, { lcpP75: null }), figures(200, 0, { lcpP75: 9000 }), t).verdict).toBe(
      'wait',
    );
  });

  it('compares with no stable sample at all by the absolute difference only, without dividing by zero', () => {
    const broken = analyse(undefined, figures(100, 100), t);
    expect(broken.verdict).toBe('rollback');
    expect(broken.reasons[0]).toBe(
      'error rate 100.0 % over 2.0 % (stable has 0 page views, too few to compare)',
    );
    expect(broken.stable).toEqual({
      pageViews: 0,
      clients: 0,
      signedInClients: 0,
      failingClients: 0,
      errorRate: null,
      loadFailureRate: null,
      lcpP75: null,
      inpP75: null,
    });
    // A stable rate of 0 %: any canary rate over the difference is worse, one under it is not.
    expect(analyse(figures(1000, 0), figures(100, 3), t).verdict).toBe('rollback');
    expect(analyse(figures(1000, 0), figures(100, 1), t).verdict).toBe('wait');
    // No canary sample at all, with a minimum of 0 page views: nothing to divide, so wait.
    expect(analyse(figures(1000), figures(0), { ...t, minPageViews: 0 }).verdict).toBe('wait');
  });

  it('promotes a canary healthy after the configured page views, and says how far it is before', () => {
    expect(analyse(figures(1000, 10), figures(1000, 11), t)).toMatchObject({
      verdict: 'promote',
      reasons: [
        'healthy after 1000 canary page views (1000 needed) from 50 clients, 50 signed in (20 needed)',
      ],
    });
    expect(analyse(figures(1000, 10), figures(300, 3), t).reasons).toEqual([
      'healthy so far: 300 of 1000 canary page views',
    ]);
  });

  it('prints every figure of a decision and the two sides in columns', () => {
    const a = analyse(figures(1000, 10, { loadFailures: 4 }), figures(200, 8, { loadFailures: 8 }), t);
    expect(decisionLine(a)).toBe(
      'rollback: error rate 4.0 % against 1.0 % (over ×2 and +2.0 %) | canary 200 page views, 50 clients (50 signed in, 10 failing), errors 4.0 %, load failures 4.0 %, p75 LCP 1800 ms, p75 INP 120 ms | stable 1000 page views, 50 clients (50 signed in, 10 failing), errors 1.0 %, load failures 0.4 %, p75 LCP 1800 ms, p75 INP 120 ms',
    );
    const table = sideBySide(a, {
      stable: '1.0.0',
      canary: '2.0.0',
      percent: 10,
      since: '2026-11-26T01:00:00Z',
      contracts: { canary: '25b171323dea' },
    });
    expect(table).toMatch(/^version\s+1\.0\.0\s+2\.0\.0$/m);
    // The stable build predates builds recording their API contract.
    expect(table).toMatch(/^API contract\s+–\s+25b171323dea$/m);
    expect(table).toMatch(/^page views\s+1000\s+200$/m);
    expect(table).toMatch(/^clients\s+50\s+50$/m);
    expect(table).toMatch(/^load-failure rate\s+0\.4 %\s+4\.0 %$/m);
    expect(table).toContain('stable (90 %)');
    expect(table).toContain('verdict: rollback');
  });
});

describe('decided on clients, not on batches', () => {
  it('waits while the canary has fewer distinct clients than the minimum, however many views they sent', () => {
    const a = analyse(figures(5000, 5), figures(5000, 5000, { clients: 19, failingClients: 19 }), t);
    expect(a.verdict).toBe('wait');
    expect(a.reasons).toEqual(['not enough clients: 19 of 20 distinct canary clients']);
  });

  it('rolls nothing back on errors from fewer failing clients than the minimum', () => {
    expect(analyse(figures(1000, 10), figures(200, 50, { failingClients: 2 }), t).verdict).toBe('wait');
    expect(analyse(figures(1000, 10), figures(200, 50, { failingClients: 3 }), t).verdict).toBe('rollback');
  });

  it('compares with a stable side of too few clients by the absolute difference only', () => {
    const a = analyse(figures(1000, 500, { clients: 5 }), figures(200, 8), t); // 4 %, stable 50 % from 5 clients
    expect(a.verdict).toBe('rollback');
    expect(a.reasons[0]).toMatch(/too few to compare/);
  });

  it('promotes only with enough signed-in customers on the canary: a signal only the server gives', () => {
    const a = analyse(figures(1000, 10), figures(5000, 0, { signedInClients: 19 }), t);
    expect(a).toMatchObject({
      verdict: 'wait',
      reasons: ['healthy, but 19 of 20 signed-in customers on the canary'],
    });
  });
});

describe('thresholds as configuration', () => {
  it('takes a flag over a variable over the default, and refuses what is not a positive number', () => {
    expect(thresholdsFrom({}, {})).toEqual(DEFAULT_THRESHOLDS);
    expect(
      thresholdsFrom({ 'min-page-views': '20' }, { CANARY_MIN_PAGE_VIEWS: '50', CANARY_ERROR_DIFF: '0.05' }),
    ).toMatchObject({ minPageViews: 20, errorDiff: 0.05, promoteAfter: 1000 });
    expect(() => thresholdsFrom({ 'lcp-ratio': 'fast' }, {})).toThrow(
      '--lcp-ratio (CANARY_LCP_RATIO) must be a positive number, not "fast"',
    );
  });
});
