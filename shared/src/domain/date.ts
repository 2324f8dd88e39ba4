import { SIN_DATOS } from './placeholders';

const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/;

const pad = (n: number) => String(n).padStart(2, '0');

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

/** Today's calendar date in the viewer's time zone as ISO `YYYY-MM-DD`. */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
