import * as v from 'valibot';
import { addDays, formatDiaLargo, madridDay, madridWallClock } from './date';

// When a campaign card shows: `desde` and `hasta` in Madrid time, as marketing writes them. A bare
// date covers that whole day ("del 1 al 15 de diciembre, ambos inclusive"); a time makes the edge exact.

const isRealDate = (text: string) => {
  const [y, m, d] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

const Edge = v.pipe(
  v.string('debe ser una fecha como "2026-12-01" o "2026-12-01T09:00"'),
  v.regex(
    /^\d{4}-\d{2}-\d{2}(T([01]\d|2[0-3]):[0-5]\d)?$/,
    'debe ser una fecha como "2026-12-01" o "2026-12-01T09:00" (hora de Madrid)',
  ),
  v.check(isRealDate, 'no es una fecha del calendario'),
);

export const ScheduleSchema = v.pipe(
  v.strictObject({ desde: v.optional(Edge), hasta: v.optional(Edge) }, 'solo admite "desde" y "hasta"'),
  v.check(
    (s) => s.desde === undefined || s.hasta === undefined || startOf(s.desde) < endOf(s.hasta),
    '"desde" debe ser anterior a "hasta"',
  ),
);
export type Schedule = v.InferOutput<typeof ScheduleSchema>;

const startOf = (edge: string) => (edge.length === 10 ? `${edge}T00:00` : edge);
// 'T24:00' sorts after every time of that day: a bare `hasta` date includes the whole day.
const endOf = (edge: string) => (edge.length === 10 ? `${edge}T24:00` : edge);

/** Whether `now` is inside the schedule: from `desde` (included) until `hasta`. */
export function isInSchedule(schedule: Schedule | undefined, now: Date): boolean {
  if (!schedule) return true;
  const clock = madridWallClock(now);
  if (schedule.desde !== undefined && clock < startOf(schedule.desde)) return false;
  if (schedule.hasta !== undefined && clock >= endOf(schedule.hasta)) return false;
  return true;
}

/**
 * Whether a window, its edges as a schedule writes them (a bare `from` day starts at 00:00, a bare
 * `until` day takes all of it), has not ended at `now` and opens before `horizon`.
 */
export function opensBy(window: { from?: string; until?: string }, now: Date, horizon: Date): boolean {
  if (window.until !== undefined && madridWallClock(now) >= endOf(window.until)) return false;
  return window.from === undefined || startOf(window.from) <= madridWallClock(horizon);
}

/** A whole Madrid day, 'YYYY-MM-DD', that exists in the calendar. */
export const DaySchema = v.pipe(
  v.string('debe ser una fecha como "2026-12-01"'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'debe ser una fecha como "2026-12-01" (día de Madrid)'),
  v.check(isRealDate, 'no es una fecha del calendario'),
);

export const isDay = (text: string): boolean => v.is(DaySchema, text);

/**
 * A prize draw as the campaign declares it: its participation window, whole Madrid days, both
 * included, and the day it is held. The window is the one source of whether the draw is open.
 */
export const DrawSchema = v.pipe(
  v.strictObject(
    {
      nombre: v.pipe(v.string('debe ser un texto'), v.trim(), v.nonEmpty('no puede estar vacío')),
      desde: DaySchema,
      hasta: DaySchema,
      celebracion: DaySchema,
    },
    'solo admite "nombre", "desde", "hasta" y "celebracion"',
  ),
  v.check((d) => d.desde <= d.hasta, '"desde" no puede ser posterior a "hasta"'),
  v.check((d) => d.hasta <= d.celebracion, '"celebracion" no puede ser anterior a "hasta"'),
);
export type Draw = v.InferOutput<typeof DrawSchema>;

/** Where a draw stands at `now`: not open yet, open for entries, or finished (its window has ended). */
export function drawPhase(
  draw: Pick<Draw, 'desde' | 'hasta'>,
  now: Date,
): 'proximo' | 'abierto' | 'finalizado' {
  const today = madridDay(now);
  if (today < draw.desde) return 'proximo';
  return today <= draw.hasta ? 'abierto' : 'finalizado';
}

// A campaign that must not age (the first one, the demo's) writes its days relative to the day it is
// published: "hoy", "hoy+30", "hoy-120" where a day goes (a draw's desde/hasta/celebracion, a card's
// schedule), and "{hoy+10}" inside a text, which reads "5 de diciembre de 2026". Publishing resolves
// them, so the published document, and everything that reads it, only ever sees absolute days.
const RELATIVE_DAY = /^hoy(?:([+-])(\d{1,4}))?$/;
const RELATIVE_IN_TEXT = /\{hoy(?:([+-])(\d{1,4}))?\}/g;
const DAY_KEYS = new Set(['desde', 'hasta', 'celebracion']);
const shift = (today: string, sign: string | undefined, days: string | undefined): string =>
  addDays(today, (sign === '-' ? -1 : 1) * Number(days ?? 0));

/** The document with its relative days turned into Madrid days counted from `today` (YYYY-MM-DD). */
export function resolveRelativeDays(node: unknown, today: string, key?: string): unknown {
  if (typeof node === 'string') {
    const whole = key !== undefined && DAY_KEYS.has(key) ? RELATIVE_DAY.exec(node) : null;
    if (whole) return shift(today, whole[1], whole[2]);
    return node.replace(RELATIVE_IN_TEXT, (_, sign?: string, days?: string) =>
      formatDiaLargo(shift(today, sign, days)),
    );
  }
  if (Array.isArray(node)) return node.map((item) => resolveRelativeDays(item, today));
  if (typeof node === 'object' && node !== null)
    return Object.fromEntries(
      Object.entries(node).map(([k, value]) => [k, resolveRelativeDays(value, today, k)]),
    );
  return node;
}
