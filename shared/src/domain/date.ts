import { SIN_DATOS } from './placeholders';

// The one Madrid calendar. Every day, wall-clock time and date format the product computes or shows
// lives here, for the API and the front ends alike: the company works in Europe/Madrid, so "today" is
// Madrid's day everywhere (the customer's, the API's, a campaign's), whatever the viewer's time zone.
// Formatters are built once: a new Intl.DateTimeFormat per call was 5% of the API's CPU on a portfolio.
// And only when first used: building the four on import took 25–30 ms of a phone page's start-up
// (the zone's data), where `/login` only needs the day for its footer's year.
/** The company's time zone: SQL gets it as a parameter (`AT TIME ZONE $n`), never written in. */
export const ZONE = 'Europe/Madrid';

function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const MADRID_DAY = once(() => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }));
const WALL_CLOCK = {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
} as const;
const MADRID_WALL_CLOCK = once(() => new Intl.DateTimeFormat('sv-SE', WALL_CLOCK));
const MADRID_SECONDS = once(() => new Intl.DateTimeFormat('en-CA', { ...WALL_CLOCK, second: '2-digit' }));
// A calendar day is a date without a zone: formatted at UTC so no offset can move it.
const LONG_DAY = once(
  () => new Intl.DateTimeFormat('es-ES', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }),
);

const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/;

const pad = (n: number) => String(n).padStart(2, '0');

/** `now`'s Madrid day, 'YYYY-MM-DD'. */
export const madridDay = (now: Date): string => MADRID_DAY().format(now);

/** `now` as Madrid's wall clock, 'YYYY-MM-DDTHH:mm': comparable as text with a schedule's edges. */
export const madridWallClock = (now: Date): string => MADRID_WALL_CLOCK().format(now).replace(' ', 'T');

/** Madrid's clock at an instant, 'HH:mm'. */
export const horaMadrid = (instant: Date): string => madridWallClock(instant).slice(11);

/**
 * Madrid's year at `now`, without Intl: a page's first Intl formatter costs 20–50 ms (the ICU data),
 * which /login paid for its footer's year alone. New Year in Madrid is always in winter time, UTC+1.
 */
export const madridYear = (now: Date = new Date()): number =>
  new Date(now.getTime() + 3_600_000).getUTCFullYear();

/** Today: Madrid's day (the company's calendar) as ISO `YYYY-MM-DD`, wherever the viewer is. */
export function todayIso(now: Date = new Date()): string {
  return madridDay(now);
}

/** A calendar day (YYYY-MM-DD) moved by `days`, across months and years. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The same day `months` later (earlier if negative), or the month's last day when it has none. */
export function addMonths(isoDate: string, months: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString().slice(0, 10);
}

/** Calendar days from one day (YYYY-MM-DD) to another: negative when `to` comes first. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Whole years from `from` to `on` (an age, or how long a licence has been held), as birthdays count them. */
export function yearsBetween(from: string, on: string): number {
  let years = Number(on.slice(0, 4)) - Number(from.slice(0, 4));
  if (on.slice(5, 10) < from.slice(5, 10)) years -= 1;
  return years;
}

/**
 * An instant as ISO 8601 in Madrid's wall-clock time with its offset (`2025-03-01T11:00:00+01:00`),
 * so the date part is the Madrid calendar day whatever the viewer's time zone.
 */
export function madridIso(value: Date | string): string {
  const d = value instanceof Date ? value : new Date(value);
  const parts = Object.fromEntries(
    MADRID_SECONDS()
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  const offsetMin = Math.round((wall - Math.floor(d.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMin < 0 ? '-' : '+';
  const abs = Math.abs(offsetMin);
  const offset = `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/**
 * ISO date (or the date part of an ISO timestamp) → DD-MM-YYYY. The calendar date is taken as
 * written, never shifted through the browser's time zone, so a policy date reads the same everywhere.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return SIN_DATOS;
  const match = DATE_PREFIX.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  return `${day}-${month}-${year}`;
}

/**
 * ISO timestamp → DD-MM-YYYY HH:mm shown one hour earlier than written (SPEC §1: "a date-time shows
 * an hour minus one"). The wall-clock digits are used as sent, so the result does not depend on the
 * viewer's time zone; the hour is subtracted with calendar arithmetic so midnight rolls back a day.
 */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return SIN_DATOS;
  const match = DATE_TIME.exec(iso);
  if (!match) return iso;
  const [, year, month, day, hour = '00', minute = '00'] = match;
  const shifted = new Date(
    Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour) - 1, Number(minute)),
  );
  return (
    `${pad(shifted.getUTCDate())}-${pad(shifted.getUTCMonth() + 1)}-${shifted.getUTCFullYear()} ` +
    `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`
  );
}

/** An instant as Madrid's clock shows it, 'DD-MM-YYYY HH:mm', whatever the viewer's time zone. */
export function formatFechaHoraMadrid(iso: string): string {
  const [dia, hora] = madridWallClock(new Date(iso)).split('T');
  return `${formatDate(dia)} ${hora}`;
}

/** A calendar day (YYYY-MM-DD) in words: '5 de diciembre de 2026'. */
export const formatDiaLargo = (isoDate: string): string =>
  LONG_DAY().format(new Date(`${isoDate}T00:00:00Z`));

/** Easter Sunday of a year (Gregorian computus, Meeus/Jones/Butcher), 'YYYY-MM-DD'. */
function domingoDePascua(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

// The holidays the company's Madrid offices keep every year: the national ones, the Comunidad de
// Madrid's (2 May) and the city's (San Isidro, La Almudena). The few a yearly decree moves (a holiday
// on a Sunday carried to Monday, 19 March or 25 July some years) are not modelled: the answer
// deadline they would move is a promise made a day early, never a day late.
const FESTIVOS_FIJOS = new Set([
  '01-01',
  '01-06',
  '05-01',
  '05-02',
  '05-15',
  '08-15',
  '10-12',
  '11-01',
  '11-09',
  '12-06',
  '12-08',
  '12-25',
]);

/** Whether a calendar day (YYYY-MM-DD) is a working day in Madrid: Monday to Friday, not a holiday. */
export function esDiaLaborableMadrid(isoDate: string): boolean {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  if (FESTIVOS_FIJOS.has(isoDate.slice(5, 10))) return false;
  const pascua = domingoDePascua(Number(isoDate.slice(0, 4)));
  // Maundy Thursday (Comunidad de Madrid) and Good Friday (national).
  return isoDate !== addDays(pascua, -3) && isoDate !== addDays(pascua, -2);
}

/** The working day in Madrid `days` working days after a calendar day (which need not be one). */
export function sumaDiasLaborables(isoDate: string, days: number): string {
  let day = isoDate;
  for (let left = days; left > 0;) {
    day = addDays(day, 1);
    if (esDiaLaborableMadrid(day)) left -= 1;
  }
  return day;
}
