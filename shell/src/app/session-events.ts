import { bus, closeSession, DURACIONES_MS, MENSAJES, reloadPortfolio } from '@area-cliente/shared';

export type ShellNavigate = (to: string, opts?: { replace?: boolean }) => void;

/**
 * The shell's answers to the kernel's events (SPEC §8): alerts, routing and session close. Returns the
 * function that disconnects them all.
 */
export function connectSessionEvents(navigate: ShellNavigate): () => void {
  // Several calls fail at once when a session expires: one alert and one close are enough.
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;

  const offs = [
    bus.on('session-expired', () => {
      if (expiryTimer !== undefined) return;
      bus.emit('alert', {
        message: MENSAJES.SESION_CADUCADA,
        kind: 'error',
        durationMs: DURACIONES_MS.SESION_CADUCADA,
      });
      expiryTimer = setTimeout(() => {
        expiryTimer = undefined;
        closeSession();
        navigate('/login', { replace: true });
      }, DURACIONES_MS.SESION_CADUCADA);
    }),
    bus.on('go-to-login', () => navigate('/login', { replace: true })),
    bus.on('communication-error', () =>
      bus.emit('alert', {
        message: MENSAJES.ERROR_COMUNICACION,
        kind: 'error',
        durationMs: DURACIONES_MS.ERROR,
      }),
    ),
    bus.on('navigate', ({ to, replace }) => navigate(to, { replace: replace ?? false })),
    bus.on('portfolio-reload', () => void reloadPortfolio()),
  ];

  return () => {
    clearTimeout(expiryTimer);
    offs.forEach((off) => off());
  };
}
