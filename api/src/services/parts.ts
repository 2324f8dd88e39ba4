import type { FastifyInstance } from 'fastify';

/**
 * The app's parts the services are built from (services/index.ts), read once at start: the database,
 * the clock, the configuration, the outside providers, the metrics and the app's logger. A service
 * never reaches for the request; what it needs of the caller comes as a Caller (lib/caller.ts).
 */
const PARTS = [
  'config',
  'db',
  'clock',
  'payment',
  'sms',
  'email',
  'asistencia',
  'tarificador',
  'files',
  'pdf',
  'metrics',
  'avisos',
  'identidad',
  'log',
] as const satisfies readonly (keyof FastifyInstance)[];

export type AppParts = Pick<FastifyInstance, (typeof PARTS)[number]>;

/** The parts as the app holds them now: the services keep these values, never the app itself. */
export const partsOf = (app: FastifyInstance): AppParts =>
  Object.fromEntries(PARTS.map((part) => [part, app[part]])) as AppParts;

/** A service function over the app's parts, bound to them: what `app.services` exposes to routes. */
export const bound =
  <A extends unknown[], R>(app: AppParts, fn: (app: AppParts, ...args: A) => R) =>
  (...args: A): R =>
    fn(app, ...args);
