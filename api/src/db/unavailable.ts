/**
 * Whether an error says the database cannot be reached right now (restarting, failing over, out of
 * connections, the network between), as opposed to a query that is wrong: the first is worth a 503
 * and a retry, the second is a bug. SQLSTATE class 08 (connection exception) and 57P01–57P03
 * (shut down by an administrator or a crash, cannot connect now); the node-postgres and socket
 * errors of a connection that is gone or never came.
 */
const SQLSTATES = /^(?:08|57P0[123])/;
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended|the database system is (?:starting up|shutting down)/;

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (SQLSTATES.test(code) || SOCKET_CODES.has(code))) return true;
  return DRIVER_MESSAGES.test(err.message);
}
