import { bus, isApiError, NO_TOKEN, sessionStore, tokenAtom } from '@area-cliente/shared';
import { focusManager, QueryCache, QueryClient } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** A failed load has no screen state of its own (the portfolio): its business message becomes an alert. */
      alertOnError?: boolean;
    };
  }
}

/**
 * The page's one server-state cache, a federation singleton like react: the shell and every remote
 * read and invalidate the same entries. Failures are not retried: the HTTP client has already
 * announced session and communication failures (SPEC §8), and a business answer will not change by
 * asking again at once. Screens load their data again when they mount (`staleTime` 0).
 * @public
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta?.alertOnError && isApiError(error)) {
        bus.emit('alert', { message: error.mensaje, kind: 'error' });
      }
    },
  }),
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
// What QueryClientProvider would do: no provider wraps the page's React roots (each remote has its
// own), so the page-long client listens to focus and connectivity from the start.
queryClient.mount();

// A query that refetches on focus (a receipt being paid in the gateway's tab) also does so on the
// window's `focus`: coming back from another window does not always change the page's visibility.
focusManager.setEventListener((handleFocus) => {
  const onReturn = () => handleFocus();
  window.addEventListener('visibilitychange', onReturn);
  window.addEventListener('focus', onReturn);
  return () => {
    window.removeEventListener('visibilitychange', onReturn);
    window.removeEventListener('focus', onReturn);
  };
});

// Logging out or an expired session forgets the customer's data at once, whoever closed the session.
sessionStore.sub(tokenAtom, () => {
  if (sessionStore.get(tokenAtom) === NO_TOKEN) queryClient.clear();
});
