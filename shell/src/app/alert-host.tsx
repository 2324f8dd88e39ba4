import { bus, subscribeDialogSlots, topDialogSlot, type AlertEvent } from '@area-cliente/shared';
import { Alert } from '@area-cliente/shared/ui';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';

type ShownAlert = AlertEvent & { id: number };

type Props = {
  /** The screen on display (the router's location key): another one clears the alerts. */
  screenKey: string;
};

/**
 * One alert. A timed one (SPEC §9: error 5 s) closes by itself, but its clock stops while the
 * customer points at it, has focus inside it or looks at another tab, and starts again in full
 * afterwards (WCAG 2.2.1): nobody loses a message they are reading. Its role announces it at once.
 */
function HostedAlert({ alert, onClose }: { alert: ShownAlert; onClose: () => void }) {
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const [hidden, setHidden] = useState(() => document.visibilityState === 'hidden');
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const update = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  const paused = held.pointer || held.focus || hidden;
  useEffect(() => {
    if (alert.durationMs === undefined || paused) return;
    const timer = setTimeout(() => onCloseRef.current(), alert.durationMs);
    return () => clearTimeout(timer);
  }, [alert.durationMs, paused]);

  return (
    <div
      onPointerEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld((h) => ({ ...h, focus: false }));
      }}
    >
      <Alert kind={alert.kind} onClose={onClose}>
        {alert.message}
      </Alert>
    </div>
  );
}

/**
 * Shows the alerts any app emits on the bus. Untimed ones stay until the customer closes them or
 * moves to another screen; timed ones close by themselves too (see HostedAlert). The same message
 * arriving again while shown (several calls failing together) is not stacked twice. While a modal
 * dialog is open the alerts render inside it, since the page behind it is inert.
 */
export function AlertHost({ screenKey }: Props) {
  const [alerts, setAlerts] = useState<ShownAlert[]>([]);
  const nextId = useRef(1);
  const dialogSlot = useSyncExternalStore(subscribeDialogSlots, topDialogSlot, () => null);

  const dismiss = useCallback((message: string) => {
    setAlerts((shown) => shown.filter((a) => a.message !== message));
  }, []);

  useEffect(
    () =>
      bus.on('alert', (alert) =>
        setAlerts((shown) =>
          shown.some((a) => a.message === alert.message)
            ? shown
            : [...shown, { ...alert, id: nextId.current++ }],
        ),
      ),
    [],
  );
  // Runs when the key changes, before the new screen's own effects can raise its alerts.
  useEffect(() => () => setAlerts([]), [screenKey]);

  const list = alerts.map((alert) => (
    <HostedAlert key={alert.id} alert={alert} onClose={() => dismiss(alert.message)} />
  ));
  return <div className="ac-alert-host">{dialogSlot ? createPortal(list, dialogSlot) : list}</div>;
}
