import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { openPayment } from './open-payment';

export const PAGO_ABIERTO =
  'Hemos abierto la pasarela de pago en una pestaña nueva. Cuando termines, vuelve aquí para ver el recibo actualizado.';
export const PAGO_REALIZADO = 'Recibo pagado. Gracias.';

/** Where a receipt's payment stands on this screen. */
export type PaymentState =
  | { status: 'idle'; idRecibo?: number; error?: string }
  | { status: 'opening'; idRecibo: number }
  | { status: 'open'; idRecibo: number };

/**
 * 'Pagar recibo' (SPEC §4) for a screen: opens the gateway in a new tab inside the click and keeps
 * its state. A second press while the gateway is being asked for does nothing (double-click safe).
 * While the gateway is open, `onReturn` runs each time the customer comes back to this tab, so the
 * screen can read the receipt again.
 */
export function usePayment({ onReturn }: { onReturn?: () => void } = {}) {
  const [state, setState] = useState<PaymentState>({ status: 'idle' });
  const opening = useRef(false);

  const pay = useCallback(async (idRecibo: number) => {
    if (opening.current) return;
    opening.current = true;
    setState({ status: 'opening', idRecibo });
    const result = await openPayment(idRecibo);
    opening.current = false;
    setState(result.ok ? { status: 'open', idRecibo } : { status: 'idle', idRecibo, error: result.message });
  }, []);
  const dismiss = useCallback(() => setState({ status: 'idle' }), []);

  const returned = useRef(onReturn);
  returned.current = onReturn;
  const open = state.status === 'open';
  useEffect(() => {
    if (!open) return;
    const onFocus = () => {
      if (document.visibilityState === 'visible') returned.current?.();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [open]);

  return { state, pay, dismiss };
}

type NoticeProps = {
  state: PaymentState;
  /** The receipt reads as paid now. */
  pagado: boolean;
  /** Reads the receipt again ('Actualizar el estado del recibo'). */
  onRefresh: () => void;
  onDismiss: () => void;
};

/** What the customer is told after pressing 'Pagar': the gateway is open, the receipt is paid, or why not. */
export function PaymentNotice({ state, pagado, onRefresh, onDismiss }: NoticeProps) {
  if (state.status === 'open') {
    return pagado ? (
      <Alert kind="success" onClose={onDismiss}>
        {PAGO_REALIZADO}
      </Alert>
    ) : (
      <Alert kind="info">
        <p>{PAGO_ABIERTO}</p>
        <Button variant="link" onClick={onRefresh}>
          Actualizar el estado del recibo
        </Button>
      </Alert>
    );
  }
  if (state.status === 'idle' && state.error) {
    return (
      <Alert kind="error" onClose={onDismiss}>
        {state.error}
      </Alert>
    );
  }
  return null;
}
