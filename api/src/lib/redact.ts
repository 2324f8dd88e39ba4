import {
  CERTIFICADO_SEGURO_PATH,
  DOWNLOADS,
  JUSTIFICANTE_RECLAMACION_PATH,
} from '@area-cliente/shared/contract';

/**
 * Download URLs carry a one-document token as their last segment (SPEC §7); logs keep the path only.
 * Built from the contract's download paths, so a new download is redacted without a second list.
 */
const DOWNLOAD_PATH = new RegExp(
  `^(.*(?:${[...Object.values(DOWNLOADS), JUSTIFICANTE_RECLAMACION_PATH, CERTIFICADO_SEGURO_PATH]
    .map((path) => path.replace(/\/:token$/, '').replace(/:\w+/g, '[^/]+'))
    .join('|')}))/[^/?]+`,
);

/** The URL as it may be logged: download tokens replaced and query strings dropped. */
export function redactUrl(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.replace(DOWNLOAD_PATH, '$1/[redacted]');
}

/** A database error's fields that name the schema, never a value. */
const NAME_FIELDS = ['schema', 'table', 'column', 'constraint', 'dataType'] as const;
const MAX_QUERY = 200;

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  query?: string;
  cause?: LoggedError;
} & Partial<Record<(typeof NAME_FIELDS)[number], string>>;

/**
 * An error message without the input it quotes. PostgreSQL quotes the value it refused
 * (`invalid input syntax for type integer: "…"`, the value itself may hold quotes), so from the first
 * quote that does not open one of the `names` the rest of the message is dropped.
 */
function redactMessage(message: string, names: ReadonlySet<string>): string {
  let at = message.indexOf('"');
  while (at !== -1) {
    const end = message.indexOf('"', at + 1);
    if (end === -1 || !names.has(message.slice(at + 1, end))) return `${message.slice(0, at)}"[redacted]"`;
    at = message.indexOf('"', end + 1);
  }
  return message;
}

/**
 * What the logs keep of an error (pino's `err` serializer): its type, code, message and stack, and for
 * a database error the names it involves and the start of its statement (values travel as parameters,
 * never in its text). Never what a driver attaches beyond that: PGlite puts the bound parameters on
 * the error (`params`), PostgreSQL a `detail` that quotes the values (`Key (email)=(…) already
 * exists`), and a message may quote the refused input (redactMessage).
 */
export function errorForLog(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: '[not an Error]', stack: '' };
  const fields = err as Error & Record<string, unknown>;
  const names: Partial<Record<(typeof NAME_FIELDS)[number], string>> = {};
  for (const key of NAME_FIELDS) {
    if (typeof fields[key] === 'string') names[key] = fields[key];
  }
  const message = redactMessage(err.message, new Set(['UTF8', ...Object.values(names)]));
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const stack = [`${err.name}: ${message}`, ...frames].join('\n');
  const logged: LoggedError = { type: err.name, message, stack, ...names };
  if (typeof fields.code === 'string') logged.code = fields.code;
  if (typeof fields.query === 'string')
    logged.query = fields.query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY);
  if (err.cause !== undefined && depth < 3) logged.cause = errorForLog(err.cause, depth + 1);
  return logged;
}
