import { Alert, bus, subscribeDialogSlots, topDialogSlot, type AlertEvent } from '@area-cliente/shared';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';

type ShownAlert = AlertEvent & { id: number };

type Props = {
  /** The screen on display (the router's location key): another one clears the alerts. */
  screenKey: string;
};

/**
 * Shows the alerts any app emits on the bus. They stay until the customer closes them or moves to
 * another screen (no timed alerts: a screen reader or a slow reader must not miss them). The same
 * message arriving again while shown (several calls failing together) is not stacked twice. While a
 * modal dialog is open the alerts render inside it, since the page behind it is inert.
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
    <Alert key={alert.id} kind={alert.kind} onClose={() => dismiss(alert.message)}>
      {alert.message}
    </Alert>
  ));
  return <div className="ac-alert-host">{dialogSlot ? createPortal(list, dialogSlot) : list}</div>;
}
