import { api, bus } from '@area-cliente/shared';
import { CALLS } from '@area-cliente/shared/contract';
import { Button, Popup } from '@area-cliente/shared/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useLogout } from '../layout/use-logout';
import { watchSession, type Aviso, type SessionWatch } from './session-watch';
import './session.css';

/** 0:59 */
const minutosYSegundos = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** What a screen reader hears, politely, every 15 seconds and in the last 5: not every second. */
const anuncio = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (s === 0) return 'Tu sesión se está cerrando.';
  return s % 15 === 0 || s <= 5 ? `Quedan ${s} segundos.` : null;
};

function useCountdown(terminaEn: number): number {
  const [left, setLeft] = useState(() => terminaEn - Date.now());
  useEffect(() => {
    const interval = setInterval(() => setLeft(terminaEn - Date.now()), 1000);
    return () => clearInterval(interval);
  }, [terminaEn]);
  return left;
}

type WarningProps = { aviso: Aviso; watch: SessionWatch; onDismiss: () => void };

function IdleWarning({ aviso, watch, onDismiss }: WarningProps) {
  const left = useCountdown(aviso.terminaEn);
  const [heard, setHeard] = useState<string>('');
  const { logout, loggingOut } = useLogout();
  const [staying, setStaying] = useState(false);
  const spoken = anuncio(left);
  useEffect(() => {
    if (spoken) setHeard(spoken);
  }, [spoken]);

  const stay = async () => {
    setStaying(true);
    await watch.stayConnected();
    setStaying(false);
  };
  // Escape, the back button or the backdrop: whoever does that is there, so the session goes on.
  const dismiss = aviso.prorrogable ? () => void stay() : onDismiss;

  return (
    <Popup open onClose={dismiss} title={aviso.prorrogable ? '¿Sigues ahí?' : 'Tu sesión va a terminar'}>
      <p className="shell-idle__text">
        {aviso.prorrogable
          ? 'Por tu seguridad, cerraremos tu sesión por inactividad en '
          : 'Tu sesión llega a su duración máxima y se cerrará en '}
        <strong role="timer" className="shell-idle__countdown">
          {minutosYSegundos(left)}
        </strong>
        .{aviso.prorrogable ? '' : ' Después podrás volver a entrar.'}
      </p>
      <p className="ac-visually-hidden" aria-live="polite">
        {heard}
      </p>
      <div className="shell-idle__actions">
        {aviso.prorrogable && (
          <Button onClick={() => void stay()} busy={staying}>
            Seguir conectado
          </Button>
        )}
        <Button variant="secondary" onClick={() => void logout()} busy={loggingOut}>
          Cerrar sesión
        </Button>
      </div>
    </Popup>
  );
}

/**
 * The session's watch on private screens (SPEC §8 session expiry): the warning a minute before the
 * end, key and pointer presses that reach the API as activity, and a check on every screen change and
 * return to the tab, so a session closed elsewhere (logout in another tab, a password change) does not
 * leave cached screens browsable.
 */
export function SessionWatcher() {
  const [aviso, setAviso] = useState<Aviso | null>(null);
  const [watch, setWatch] = useState<SessionWatch | null>(null);
  const { key } = useLocation();

  useEffect(() => {
    const watch = watchSession({
      look: () => api.call(CALLS.sesion),
      keepAlive: () => api.call(CALLS.mantenerSesion),
      onAviso: setAviso,
    });
    setWatch(watch);
    const activity = () => watch.activity();
    const back = () => document.visibilityState === 'visible' && watch.verify();
    document.addEventListener('keydown', activity, true);
    document.addEventListener('pointerdown', activity, true);
    document.addEventListener('visibilitychange', back);
    window.addEventListener('focus', back);
    const offExpired = bus.on('session-expired', () => watch.stop());
    return () => {
      offExpired();
      document.removeEventListener('keydown', activity, true);
      document.removeEventListener('pointerdown', activity, true);
      document.removeEventListener('visibilitychange', back);
      window.removeEventListener('focus', back);
      watch.stop();
    };
  }, []);

  useEffect(() => watch?.verify(), [watch, key]);

  return aviso && watch ? <IdleWarning aviso={aviso} watch={watch} onDismiss={() => setAviso(null)} /> : null;
}
