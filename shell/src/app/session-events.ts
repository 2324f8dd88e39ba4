import { bus, closeSession, MENSAJES, rememberExpiredSession } from '@area-cliente/shared';

export type ShellNavigate = (to: string, opts?: { replace?: boolean }) => void;

/**
 * The shell's answers to the kernel's events (SPEC §8): alerts, routing and session close. Returns the
 * function that disconnects them all. `currentPath` is the app path on screen (without /area-cliente).
 */
export function connectSessionEvents(navigate: ShellNavigate, currentPath: () => string): () => void {
  const offs = [
    bus.on('session-expired', () => {
      // Several calls fail at once when a session expires: the first one closes it.
      if (currentPath().startsWith('/login')) return;
      // /login says why and, after logging in again, brings the customer back to this screen.
      rememberExpiredSession(currentPath());
      closeSession();
      navigate('/login', { replace: true });
    }),
    bus.on('go-to-login', () => navigate('/login', { replace: true })),
    bus.on('communication-error', () =>
      bus.emit('alert', { message: MENSAJES.ERROR_COMUNICACION, kind: 'error' }),
    ),
    bus.on('navigate', ({ to, replace }) => navigate(to, { replace: replace ?? false })),
  ];

  return () => offs.forEach((off) => off());
}
