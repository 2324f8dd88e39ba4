import {
  addDays,
  formatDiaLargo,
  formatFechaHoraMadrid,
  horaMadrid,
  madridDay,
  madridIso,
  madridWallClock,
  madridYear,
  todayIso,
} from './date';

// The Madrid calendar: CET (UTC+1) in winter, CEST (UTC+2) from 02:00 CET on the last Sunday of March
// to 03:00 CEST on the last Sunday of October. In 2026 those are 29 March and 25 October.
describe('the Madrid calendar', () => {
  it("shows Madrid's clock in winter (UTC+1) and summer (UTC+2)", () => {
    expect(formatFechaHoraMadrid('2026-01-15T23:30:00.000Z')).toBe('16-01-2026 00:30');
    expect(formatFechaHoraMadrid('2026-07-01T10:05:00Z')).toBe('01-07-2026 12:05');
  });

  it('springs forward on the last Sunday of March: 01:59 CET is followed by 03:00 CEST', () => {
    expect(madridWallClock(new Date('2026-03-29T00:59:00Z'))).toBe('2026-03-29T01:59');
    expect(madridWallClock(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00');
    expect(madridIso(new Date('2026-03-29T00:59:00Z'))).toBe('2026-03-29T01:59:00+01:00');
    expect(madridIso(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00:00+02:00');
    // The day before the change starts at 23:00 UTC, the day after at 22:00 UTC.
    expect(madridDay(new Date('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
    expect(madridDay(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(madridDay(new Date('2026-03-29T21:59:59Z'))).toBe('2026-03-29');
    expect(madridDay(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
  });

  it("turns the year at Madrid's midnight (23:00 UTC), as its calendar does, every hour of a year", () => {
    expect(madridYear(new Date('2026-12-31T22:59:59Z'))).toBe(2026);
    expect(madridYear(new Date('2026-12-31T23:00:00Z'))).toBe(2027);
    for (let hour = 0; hour < 366 * 24; hour += 1) {
      const instant = new Date(Date.UTC(2027, 0, 1) + hour * 3_600_000 + 1_800_000);
      expect(madridYear(instant)).toBe(Number(madridDay(instant).slice(0, 4)));
    }
  });

  it('falls back on the last Sunday of October: 02:59 CEST is followed by 02:00 CET', () => {
    expect(madridIso(new Date('2026-10-25T00:59:00Z'))).toBe('2026-10-25T02:59:00+02:00');
    expect(madridIso(new Date('2026-10-25T01:00:00Z'))).toBe('2026-10-25T02:00:00+01:00');
    expect(horaMadrid(new Date('2026-10-25T01:30:00Z'))).toBe('02:30');
    expect(madridDay(new Date('2026-10-24T21:59:59Z'))).toBe('2026-10-24');
    expect(madridDay(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(madridDay(new Date('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(madridDay(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });

  it('is already tomorrow in Madrid just before midnight UTC', () => {
    const now = new Date('2026-12-31T23:30:00Z');
    expect(todayIso(now)).toBe('2027-01-01');
    expect(madridWallClock(now)).toBe('2027-01-01T00:30');
    expect(formatFechaHoraMadrid(now.toISOString())).toBe('01-01-2027 00:30');
    expect(madridIso(now)).toBe('2027-01-01T00:30:00+01:00');
    // And still today just after it, in summer.
    expect(todayIso(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(todayIso(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it("takes today as Madrid's day, not the viewer's", () => {
    // 20:00 in New York on 9 January is 02:00 on the 10th in Madrid.
    expect(todayIso(new Date('2024-01-10T01:00:00Z'))).toBe('2024-01-10');
  });

  it('moves calendar days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });

  it('writes a day in words', () => {
    expect(formatDiaLargo('2026-12-05')).toBe('5 de diciembre de 2026');
  });
});
