import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { isApiError, isHandledApiError } from '../http/errors';

export const ERROR_CARGA = 'No hemos podido cargar los datos.';

type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

export type UseLoadResult<T> = LoadState<T> & { reload: () => void };

/**
 * "Data loads before the screen shows and again when the id changes" (SPEC §2). `load` resolves the
 * data, or null when the record does not exist; an API 404 counts as not found too. Answers of an
 * older id that arrive late are dropped.
 */
export function useLoad<T>(load: () => Promise<T | null>, deps: DependencyList): UseLoadResult<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadRef.current().then(
      (data) => {
        if (current) setState(data === null ? { status: 'not-found' } : { status: 'ready', data });
      },
      (error: unknown) => {
        if (!current) return;
        if (isApiError(error) && error.status === 404) setState({ status: 'not-found' });
        else if (isApiError(error)) setState({ status: 'error', message: error.mensaje });
        else {
          // HandledApiError was already announced by the shell; anything else is a bug worth logging.
          if (!isHandledApiError(error)) console.error('[useLoad] load failed', error);
          setState({ status: 'error', message: ERROR_CARGA });
        }
      },
    );
    return () => {
      current = false;
    };
    // The caller's deps (the route id) decide when to load again; `attempt` is the retry button.
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
