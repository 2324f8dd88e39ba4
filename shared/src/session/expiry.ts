/**
 * What /login says after the session ran out in the middle of something.
 * @public
 */
export const SESION_CADUCADA_LOGIN = 'Tu sesión ha caducado. Vuelve a entrar.';

const EXPIRED_KEY = 'area-cliente.session-expired';

/** Screens a customer is never sent back to: login and registration. */
const ACCESS_SCREENS = new Set(['login', 'nif', 'telefono', 'pin', 'claves', 'validEmail', 'email']);

/**
 * A path inside the app (relative to /area-cliente) that is safe to navigate to: one leading slash,
 * plain path segments and an optional simple query. Anything else (another origin, `//host`,
 * backslashes, schemes, encoded tricks) is refused, so the return path can never redirect away.
 * @public
 */
export function safeReturnPath(path: unknown): string | null {
  if (typeof path !== 'string' || path.length > 200) return null;
  const match = /^\/([A-Za-z][A-Za-z0-9_-]*)(\/[A-Za-z0-9_-]+)*(\?[A-Za-z0-9_=&-]*)?$/.exec(path);
  if (!match?.[1] || ACCESS_SCREENS.has(match[1])) return null;
  return path;
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Remembers that the session expired and, when it is a safe path, the screen the customer was on.
 * @public
 */
export function rememberExpiredSession(currentPath: string): void {
  storage()?.setItem(EXPIRED_KEY, JSON.stringify({ returnPath: safeReturnPath(currentPath) }));
}

/**
 * True while /login should explain that the session expired.
 * @public
 */
export function sessionExpiredNotice(): boolean {
  return storage()?.getItem(EXPIRED_KEY) != null;
}

/**
 * After a login: the screen to go back to (validated again, storage can be tampered with), once.
 * @public
 */
export function takeReturnPath(): string | null {
  const store = storage();
  const stored = store?.getItem(EXPIRED_KEY);
  store?.removeItem(EXPIRED_KEY);
  if (!stored) return null;
  try {
    return safeReturnPath((JSON.parse(stored) as { returnPath?: unknown }).returnPath);
  } catch {
    return null;
  }
}
