import { useCallback, useSyncExternalStore } from 'react';

/** Big-screen breakpoint of SPEC §9: the side menu shows as a column from here. */
const BIG_SCREEN_QUERY = '(min-width: 1024px)';
/** Wider than a phone: collapsible sections start expanded (SPEC §2). */
export const WIDER_THAN_PHONE_QUERY = '(min-width: 600px)';

function mediaQueryList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;
}

/** Current match of a CSS media query, kept up to date; false where matchMedia does not exist. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query)?.matches ?? false,
    () => false,
  );
}

export function useIsBigScreen(): boolean {
  return useMediaQuery(BIG_SCREEN_QUERY);
}
