import { instanteMadrid } from './madrid';

describe('a Madrid day and time as an instant', () => {
  it('takes winter and summer offsets from the calendar', () => {
    expect(instanteMadrid('2026-12-01', '09:00')).toBe('2026-12-01T09:00:00+01:00');
    expect(instanteMadrid('2026-07-01', '09:00')).toBe('2026-07-01T09:00:00+02:00');
  });

  it('has no instant for the hour the clocks skip in spring', () => {
    expect(instanteMadrid('2026-03-29', '02:30')).toBeUndefined();
  });
});
