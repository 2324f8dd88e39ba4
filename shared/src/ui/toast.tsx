import { useCallback, useEffect, useRef, useState } from 'react';
import { DURACIONES_MS } from '../forms/messages';

type ToastProps = {
  /** Nothing renders while null. */
  message: string | null;
  durationMs?: number;
  onDone: () => void;
  /** Changes restart the timer, so the same message shown twice stays its full time. */
  showId?: number;
};

/** Brief confirmation, e.g. 'Copiado al portapapeles' for 1.5 s (SPEC §4). */
function Toast({ message, durationMs = DURACIONES_MS.COPIADO, onDone, showId }: ToastProps) {
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => onDoneRef.current(), durationMs);
    return () => clearTimeout(timer);
  }, [message, durationMs, showId]);

  return (
    <div className="ac-toast-region" role="status" aria-live="polite">
      {message !== null && <div className="ac-toast">{message}</div>}
    </div>
  );
}

/** `showToast(text)` plus the element to render once in the screen. */
export function useToast(durationMs: number = DURACIONES_MS.COPIADO) {
  const [state, setState] = useState<{ message: string | null; showId: number }>({
    message: null,
    showId: 0,
  });
  const showToast = useCallback(
    (message: string) => setState((s) => ({ message, showId: s.showId + 1 })),
    [],
  );
  const hide = useCallback(() => setState((s) => ({ ...s, message: null })), []);
  const toast = <Toast message={state.message} showId={state.showId} durationMs={durationMs} onDone={hide} />;
  return { toast, showToast };
}
