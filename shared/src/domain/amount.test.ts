import { toCentimos } from './amount';

describe('toCentimos', () => {
  it('turns euros into whole cents, so amounts that should match do', () => {
    expect(toCentimos(97.03)).toBe(9703);
    expect(toCentimos(0.1 + 0.2)).toBe(toCentimos(0.3));
    expect(toCentimos(1234.5)).toBe(123450);
    expect(toCentimos(0)).toBe(0);
  });
});
