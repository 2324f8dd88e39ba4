/** Injectable time source: tests move it forward to expire sessions. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

// The calendar is the kernel's (shared/src/domain/date.ts): the service's day is Madrid's, the company's.
export { addDays, madridDay as isoDay } from '@area-cliente/shared/domain';
