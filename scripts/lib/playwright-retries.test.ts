import { describe, expect, it } from 'vitest';
import { retriesUsed } from './playwright-retries.mjs';

const spec = (...retries: number[]) => ({ tests: [{ results: retries.map((retry) => ({ retry })) }] });

describe('retriesUsed', () => {
  it('counts every attempt after a first, in nested suites too', () => {
    const report = {
      suites: [{ specs: [spec(0), spec(0, 1)], suites: [{ specs: [spec(0, 1, 2)] }] }, { specs: [spec(0)] }],
    };
    expect(retriesUsed(report)).toBe(3);
  });

  it('is 0 for a run where every journey passed at once, or an empty report', () => {
    expect(retriesUsed({ suites: [{ specs: [spec(0), spec(0)] }] })).toBe(0);
    expect(retriesUsed({})).toBe(0);
  });
});
