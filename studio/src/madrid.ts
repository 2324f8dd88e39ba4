import { addDays, madridDay, madridWallClock } from '@area-cliente/shared/domain';

/**
 * The instant Madrid's clock shows `dia` at `hora` ('2026-12-01', '09:00'), as ISO with its offset:
 * what the API takes for a scheduled approval. Madrid is an hour or two ahead of UTC, so one of the two
 * reads back the wall time asked for; in the hour that does not exist in spring, neither does.
 */
export function instanteMadrid(dia: string, hora: string): string | undefined {
  const pared = `${dia}T${hora}`;
  for (const offset of ['+01:00', '+02:00']) {
    const iso = `${pared}:00${offset}`;
    const instante = new Date(iso);
    if (!Number.isNaN(instante.getTime()) && madridWallClock(instante) === pared) return iso;
  }
  return undefined;
}

/** Madrid's day before today: a hidden card's schedule ends there. */
export const ayerMadrid = (now = new Date()) => addDays(madridDay(now), -1);

export const hoyMadrid = (now = new Date()) => madridDay(now);
