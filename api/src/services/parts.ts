import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * The app's parts the services are built from (services/index.ts), read once at start: the database,
 * the clock, the configuration, the outside providers, the metrics and the app's logger. A service
 * never reaches for the request; what it needs of the caller comes as a Caller (lib/caller.ts).
 */
export type AppParts = Pick<
  FastifyInstance,
  | 'config'
  | 'db'
  | 'clock'
  | 'payment'
  | 'sms'
  | 'email'
  | 'asistencia'
  | 'files'
  | 'pdf'
  | 'metrics'
  | 'avisos'
  | 'identidad'
> & { log: FastifyBaseLogger };

/** A service function over the app's parts, bound to them: what `app.services` exposes to routes. */
export const bound =
  <A extends unknown[], R>(app: AppParts, fn: (app: AppParts, ...args: A) => R) =>
  (...args: A): R =>
    fn(app, ...args);
