import { Alert, bus, type AlertEvent } from '@area-cliente/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

type ShownAlert = AlertEvent & { id: number };

/**
 * Shows the alerts any app emits on the bus, each for its own duration. The same message arriving again
 * while shown (several calls failing together) restarts its timer instead of stacking a copy.
 */
export function AlertHost() {
  const [alerts, setAlerts] = useState<ShownAlert[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);

  const dismiss = useCallback((message: string) => {
    clearTimeout(timers.current.get(message));
    timers.current.delete(message);
    setAlerts((shown) => shown.filter((a) => a.message !== message));
  }, []);

  useEffect(() => {
    const pending = timers.current;
    const off = bus.on('alert', (alert) => {
      clearTimeout(pending.get(alert.message));
      pending.set(
        alert.message,
        setTimeout(() => dismiss(alert.message), alert.durationMs),
      );
      setAlerts((shown) =>
        shown.some((a) => a.message === alert.message)
          ? shown
          : [...shown, { ...alert, id: nextId.current++ }],
      );
    });
    return () => {
      off();
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
    };
  }, [dismiss]);

  return (
    <div className="ac-alert-host">
      {alerts.map((alert) => (
        <Alert key={alert.id} kind={alert.kind} onClose={() => dismiss(alert.message)}>
          {alert.message}
        </Alert>
      ))}
    </div>
  );
}
