import type { MenuEntry } from '@area-cliente/shared';
import type { Portfolio } from '@area-cliente/shared/contract';
import { useEffect, useRef, useState } from 'react';
import { loadOffersMenu, onRemoteLoaded } from '../composition';

/** How long the side menu waits for the offers remote's entries before it shows the rest without them. */
export const OFFERS_MENU_WAIT_MS = 2000;

/**
 * Side-menu entries of the offers remote for this portfolio, undefined until known. The rule lives in
 * that remote so it ships with its cards; while it is unreachable, or slower than OFFERS_MENU_WAIT_MS,
 * the entries are left out (and come in if it answers later).
 */
export function useOffersMenu(portfolio: Portfolio | null): MenuEntry[] | undefined {
  const [entries, setEntries] = useState<MenuEntry[]>();
  // Bumped when a remote loads after the menu rule could not be: the offers remote may be back.
  const [attempt, setAttempt] = useState(0);
  const unreachable = useRef(false);

  useEffect(
    () =>
      onRemoteLoaded(() => {
        if (unreachable.current) setAttempt((n) => n + 1);
      }),
    [],
  );

  useEffect(() => {
    if (!portfolio) {
      setEntries(undefined);
      return undefined;
    }
    let current = true;
    const giveUp = setTimeout(() => setEntries((known) => known ?? []), OFFERS_MENU_WAIT_MS);
    void loadOffersMenu().then(async (menu) => {
      if (!current) return;
      unreachable.current = menu === null;
      let next: MenuEntry[] = [];
      try {
        next = (await menu?.menuEntries(portfolio)) ?? [];
      } catch (error) {
        // A broken rule in the remote, or a campaign it cannot load, must not take the side menu down.
        console.error('[area-cliente] offers menu failed', error);
      }
      if (current) setEntries(next);
    });
    return () => {
      current = false;
      clearTimeout(giveUp);
    };
  }, [portfolio, attempt]);

  return entries;
}
