import { NO_TOKEN, setToken } from './token';

/**
 * Logs out locally: the token back to 'no-token'. The server-state cache forgets the client's data
 * when it sees the token go (`@area-cliente/shared/query`).
 * @public
 */
export function closeSession(): void {
  setToken(NO_TOKEN);
}
