import { CALLS, type Portfolio } from '../contract';
import { bus } from '../events';
import { api } from '../http/api';
import { isApiError } from '../http/errors';
import { clubUrlAtom, portfolioAtom } from './atoms';
import { sessionStore } from './store';
import { NO_TOKEN, setToken } from './token';

function reportBusinessError(error: unknown): void {
  // Communication and session failures were already shown by the global handling.
  if (isApiError(error)) bus.emit('alert', { message: error.mensaje, kind: 'error' });
}

let portfolioInFlight: Promise<Portfolio | null> | null = null;

/**
 * Reloads the portfolio into `portfolioAtom`. Concurrent callers share one request. Never throws:
 * resolves to null when it could not be read (the failure is already on screen).
 */
export function reloadPortfolio(): Promise<Portfolio | null> {
  portfolioInFlight ??= api
    .call(CALLS.portfolio)
    .then((portfolio) => {
      sessionStore.set(portfolioAtom, portfolio);
      return portfolio;
    })
    .catch((error: unknown) => {
      reportBusinessError(error);
      return null;
    })
    .finally(() => {
      portfolioInFlight = null;
    });
  return portfolioInFlight;
}

/** Reloads the benefits club URL into `clubUrlAtom`; resolves to null on failure, never throws. */
export async function reloadClubUrl(): Promise<string | null> {
  try {
    const { url } = await api.call(CALLS.urlClub);
    sessionStore.set(clubUrlAtom, url);
    return url;
  } catch (error) {
    reportBusinessError(error);
    return null;
  }
}

/** Logs out locally: token back to 'no-token' and the client's data forgotten. */
export function closeSession(): void {
  setToken(NO_TOKEN);
  sessionStore.set(portfolioAtom, null);
  sessionStore.set(clubUrlAtom, null);
}
