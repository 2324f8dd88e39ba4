import * as v from 'valibot';
import { madridWallClock } from './date';
import { isInSchedule, ScheduleSchema } from './vigencia';

describe('isInSchedule (Madrid time)', () => {
  const december = v.parse(ScheduleSchema, { desde: '2026-12-01', hasta: '2026-12-15' });

  it('opens at midnight of desde, Madrid time', () => {
    // 23:59 UTC on 30 November is 00:59 in Madrid (CET, UTC+1).
    expect(isInSchedule(december, new Date('2026-11-30T22:59:59Z'))).toBe(false);
    expect(isInSchedule(december, new Date('2026-11-30T23:00:00Z'))).toBe(true);
  });

  it('includes the whole day of a bare hasta date', () => {
    expect(isInSchedule(december, new Date('2026-12-15T22:59:00Z'))).toBe(true);
    expect(isInSchedule(december, new Date('2026-12-15T23:00:00Z'))).toBe(false);
  });

  it('closes at the exact time of a hasta with hours, in summer time too (CEST, UTC+2)', () => {
    const summer = v.parse(ScheduleSchema, { desde: '2026-07-01T09:00', hasta: '2026-07-01T14:00' });
    expect(isInSchedule(summer, new Date('2026-07-01T06:59:00Z'))).toBe(false);
    expect(isInSchedule(summer, new Date('2026-07-01T07:00:00Z'))).toBe(true);
    expect(isInSchedule(summer, new Date('2026-07-01T11:59:00Z'))).toBe(true);
    expect(isInSchedule(summer, new Date('2026-07-01T12:00:00Z'))).toBe(false);
  });

  it('has no edge where a side is missing', () => {
    expect(isInSchedule(undefined, new Date(0))).toBe(true);
    expect(isInSchedule({ desde: '2026-12-01' }, new Date('2030-01-01T00:00:00Z'))).toBe(true);
    expect(isInSchedule({ hasta: '2026-12-01' }, new Date('2000-01-01T00:00:00Z'))).toBe(true);
  });

  it('reads the wall clock in Madrid', () => {
    expect(madridWallClock(new Date('2026-03-29T01:30:00Z'))).toBe('2026-03-29T03:30');
  });
});

describe('ScheduleSchema', () => {
  const problem = (input: unknown) => v.safeParse(ScheduleSchema, input).issues?.[0]?.message;

  it.each([
    [{ desde: '01-12-2026' }, 'debe ser una fecha como "2026-12-01" o "2026-12-01T09:00" (hora de Madrid)'],
    [{ desde: '2026-02-30' }, 'no es una fecha del calendario'],
    [
      { hasta: '2026-12-01T25:00' },
      'debe ser una fecha como "2026-12-01" o "2026-12-01T09:00" (hora de Madrid)',
    ],
    [{ desde: '2026-12-02', hasta: '2026-12-01' }, '"desde" debe ser anterior a "hasta"'],
    [{ desde: '2026-12-01T10:00', hasta: '2026-12-01T10:00' }, '"desde" debe ser anterior a "hasta"'],
    [{ from: '2026-12-01' }, 'solo admite "desde" y "hasta"'],
  ])('refuses %j', (input, message) => {
    expect(problem(input)).toBe(message);
  });

  it('accepts one day, desde and hasta the same date', () => {
    expect(problem({ desde: '2026-12-01', hasta: '2026-12-01' })).toBeUndefined();
  });
});
