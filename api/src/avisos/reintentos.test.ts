import { describe, expect, it } from 'vitest';
import { esperaTrasFallo, REINTENTOS } from './reintentos';

describe('esperaTrasFallo', () => {
  it('doubles after each failure from the base', () => {
    expect(esperaTrasFallo(1)).toBe(REINTENTOS.baseMs);
    expect(esperaTrasFallo(2)).toBe(2 * REINTENTOS.baseMs);
    expect(esperaTrasFallo(5)).toBe(16 * REINTENTOS.baseMs);
  });

  it('never waits longer than the cap', () => {
    expect(esperaTrasFallo(30)).toBe(REINTENTOS.maxMs);
    expect(esperaTrasFallo(1000)).toBe(REINTENTOS.maxMs);
  });

  it('spreads retries by up to a fifth less, never more', () => {
    expect(esperaTrasFallo(3, 0.5)).toBe(Math.round(4 * REINTENTOS.baseMs * 0.9));
    expect(esperaTrasFallo(3, 0.9999)).toBeGreaterThan(4 * REINTENTOS.baseMs * 0.8);
    expect(esperaTrasFallo(3, 5)).toBeGreaterThan(4 * REINTENTOS.baseMs * 0.8);
  });
});
