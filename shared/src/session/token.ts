import { atom } from 'jotai';
import { sessionStore } from './store';

export const TOKEN_STORAGE_KEY = 'area-cliente.token';
/**
 * The token while nobody is logged in; it is stored and sent in place of a real one.
 * @public
 */
export const NO_TOKEN = 'no-token';

function readStoredToken(): string {
  try {
    return globalThis.sessionStorage?.getItem(TOKEN_STORAGE_KEY) ?? NO_TOKEN;
  } catch {
    // Storage can be blocked (privacy modes): behave as logged out rather than crash.
    return NO_TOKEN;
  }
}

const tokenValueAtom = atom(readStoredToken());

/**
 * Read-only view of the session token; only the HTTP client and closing the session write it.
 * @public
 */
export const tokenAtom = atom((get) => get(tokenValueAtom));

/**
 * The current session token, read outside React (the HTTP client sends it with every call).
 * @internal
 */
export function getToken(): string {
  return sessionStore.get(tokenValueAtom);
}

/** Internal to the kernel (http and closeSession): not re-exported from the package. */
export function setToken(token: string): void {
  try {
    globalThis.sessionStorage?.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Keep the in-memory token even when storage is unavailable.
  }
  sessionStore.set(tokenValueAtom, token);
}

/**
 * Whether a session is open right now, read outside React (the shell's session events).
 * @internal
 */
export function isLoggedIn(): boolean {
  return getToken() !== NO_TOKEN;
}
