import type { Sesion } from '@area-cliente/shared/contract';

/** The warning shows this long before the session ends. */
export const AVISO_ANTES_MS = 60_000;
/** Key presses and pointer presses reach the API (keeping the session alive) at most this often. */
const ACTIVIDAD_CADA_MS = 60_000;
/** A screen change or a return to the tab asks the API about the session at most this often. */
const COMPROBAR_CADA_MS = 15_000;
/** A check that could not reach the API while warning is tried again after this. */
const REINTENTO_MS = 10_000;

/** What the warning shows: when the session ends and whether 'Seguir conectado' can extend it. */
export type Aviso = { terminaEn: number; prorrogable: boolean };

/** What one tab tells the others of the same origin (never the token). */
type Mensaje = 'prorrogada' | 'cerrada';
const CANAL = 'area-cliente.sesion';

export type SessionWatchDeps = {
  /** GET /user/sesion: the time left, without counting as activity. */
  look: () => Promise<Sesion>;
  /** POST /user/sesion: activity, the time left after it. */
  keepAlive: () => Promise<Sesion>;
  onAviso: (aviso: Aviso | null) => void;
  now?: () => number;
};

export type SessionWatch = {
  /** A key or pointer press: reaches the API, rate-limited, unless the warning waits for an answer. */
  activity: () => void;
  /** A screen change or a return to the tab: checks the session is still alive (rate-limited). */
  verify: () => void;
  /** 'Seguir conectado'. */
  stayConnected: () => Promise<void>;
  stop: () => void;
};

/** Tells the other tabs that this one kept the session alive or closed it. */
export function announceSession(mensaje: Mensaje): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CANAL);
  channel.postMessage(mensaje);
  channel.close();
}

/**
 * Follows the session's remaining time as the API tells it, never guessing its limits: a timer
 * asks again a minute before the end it last heard of, and only when the API confirms that little
 * is left does the warning show (another tab of the same session, or a call in between, may have
 * extended it). At the end it asks once more; the expired answer (1200) takes the kernel's expiry
 * path. Failed calls are already on screen through the kernel's events.
 */
export function watchSession(deps: SessionWatchDeps): SessionWatch {
  const now = deps.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let aviso: Aviso | null = null;
  let stopped = false;
  let inFlight = false;
  let lastContact = 0;
  // The login that opened the session was activity.
  let lastKeepAlive = now();
  // Answers may cross: only one sent after the last one learned from counts.
  let sent = 0;
  let learned = 0;

  const show = (next: Aviso | null) => {
    if (aviso?.terminaEn === next?.terminaEn && aviso?.prorrogable === next?.prorrogable) return;
    aviso = next;
    deps.onAviso(next);
  };

  function learn(sesion: Sesion, at: number) {
    // Counted from when the question left: the end it gives is never later than the API's.
    const terminaEn = at + sesion.caducaEnSegundos * 1000;
    const prorrogable = sesion.terminaEnSegundos > sesion.caducaEnSegundos;
    clearTimeout(timer);
    const left = terminaEn - now();
    if (left > AVISO_ANTES_MS) {
      show(null);
      timer = setTimeout(() => void ask('look'), left - AVISO_ANTES_MS);
    } else {
      show({ terminaEn, prorrogable });
      // A second after the end: the API then answers 1200, unless something extended it.
      timer = setTimeout(() => void ask('look'), Math.max(left, 0) + 1000);
    }
  }

  async function ask(kind: 'look' | 'keepAlive'): Promise<boolean> {
    if (stopped) return false;
    const seq = ++sent;
    const at = now();
    inFlight = true;
    try {
      const sesion = await (kind === 'look' ? deps.look() : deps.keepAlive());
      if (stopped || seq < learned) return true;
      learned = seq;
      lastContact = at;
      if (kind === 'keepAlive') lastKeepAlive = at;
      learn(sesion, at);
      return true;
    } catch {
      if (!stopped && aviso) {
        clearTimeout(timer);
        timer = setTimeout(() => void ask('look'), REINTENTO_MS);
      }
      return false;
    } finally {
      inFlight = false;
    }
  }

  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CANAL);
  channel?.addEventListener('message', (event: MessageEvent<Mensaje>) => {
    // Another tab may share this session (a duplicated tab): ask, the API knows whose it is.
    if (event.data === 'cerrada' || aviso) void ask('look');
  });

  void ask('look');

  return {
    activity() {
      if (aviso || inFlight || now() - lastKeepAlive < ACTIVIDAD_CADA_MS) return;
      void ask('keepAlive');
    },
    verify() {
      if (inFlight || now() - lastContact < COMPROBAR_CADA_MS) return;
      void ask(!aviso && now() - lastKeepAlive >= ACTIVIDAD_CADA_MS ? 'keepAlive' : 'look');
    },
    async stayConnected() {
      if (await ask('keepAlive')) announceSession('prorrogada');
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      channel?.close();
      show(null);
    },
  };
}
