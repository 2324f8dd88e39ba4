import {
  bus,
  closeSession,
  isLoggedIn,
  rememberExpiredSession,
  sessionStore,
  tokenAtom,
} from '@area-cliente/shared';
import { DURACIONES_MS, MENSAJES } from '@area-cliente/shared/forms';
import { dropOfflineCards } from '../pwa/offline-cards';

export type ShellNavigate = (to: string, opts?: { replace?: boolean }) => void;

let loggingOut = false;

/**
 * 'Cerrar sesión' is under way: a call it overtakes (a keep-alive sent on the same press) may answer
 * 1200 once the session is revoked, which is no expiry to announce.
 */
export function markLoggingOut(on: boolean): void {
  loggingOut = on;
}

/**
 * The shell's answers to the kernel's events (SPEC §8): alerts, routing and session close. Returns the
 * function that disconnects them all. `currentPath` is the app path on screen (without /area-cliente).
 *
 * Whenever the session ends (an expiry or a session closed elsewhere answered 1200, a 1300, the token
 * gone for any reason, or a page that starts without one) the digital cards the customer did not
 * choose to keep on the device go (pwa/offline-cards.ts); 'Cerrar sesión' does the same itself.
 */
export function connectSessionEvents(navigate: ShellNavigate, currentPath: () => string): () => void {
  let closing: ReturnType<typeof setTimeout> | null = null;
  const close = () => {
    closing = null;
    closeSession();
    navigate('/login', { replace: true });
  };

  if (!isLoggedIn()) void dropOfflineCards();
  const offs = [
    sessionStore.sub(tokenAtom, () => {
      if (!isLoggedIn()) void dropOfflineCards();
    }),
    bus.on('session-expired', () => {
      // Over on the server already: the cards go now, not after the alert's 3 s.
      void dropOfflineCards();
      // Several calls fail at once when a session expires: the first one closes it.
      if (loggingOut || closing || currentPath().startsWith('/login')) return;
      // /login says why and, after logging in again, brings the customer back to this screen.
      rememberExpiredSession(currentPath());
      // SPEC §8: 'Sesion caducada' for 3 s, then the session closes; /login keeps saying it after.
      bus.emit('alert', { message: MENSAJES.SESION_CADUCADA, kind: 'error' });
      closing = setTimeout(close, DURACIONES_MS.SESION_CADUCADA);
    }),
    bus.on('go-to-login', () => {
      void dropOfflineCards();
      navigate('/login', { replace: true });
    }),
    bus.on('communication-error', () =>
      bus.emit('alert', {
        message: MENSAJES.ERROR_COMUNICACION,
        kind: 'error',
        durationMs: DURACIONES_MS.ERROR,
      }),
    ),
    bus.on('navigate', ({ to, replace }) => navigate(to, { replace: replace ?? false })),
  ];

  return () => {
    offs.forEach((off) => off());
    // A session on its way out never outlives the shell's listeners.
    if (closing) {
      clearTimeout(closing);
      closeSession();
    }
  };
}
