import { useEffect, useRef } from 'react';

/**
 * While `active`, calls `refresh` whenever the customer comes back to this tab (after paying in the
 * gateway's tab), so the receipt and the unpaid list show the new state without a manual reload.
 */
export function useRefreshOnReturn(active: boolean, refresh: () => void): void {
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;

  useEffect(() => {
    if (!active) return;
    const onReturn = () => {
      if (document.visibilityState === 'visible') refreshRef.current();
    };
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
    return () => {
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('focus', onReturn);
    };
  }, [active]);
}
