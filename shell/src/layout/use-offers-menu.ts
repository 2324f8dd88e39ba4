import type { MenuEntry, Portfolio } from '@area-cliente/shared';
import { useEffect, useRef, useState } from 'react';
import { loadOffersMenu, onRemoteLoaded } from '../composition';

/**
 * Side-menu entries of the offers remote for this portfolio. The rule lives in that remote so it ships
 * with its cards; while it is unreachable the entries are simply left out.
 */
export function useOffersMenu(portfolio: Portfolio | null): MenuEntry[] {
  const [entries, setEntries] = useState<MenuEntry[]>([]);
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
      setEntries([]);
      return undefined;
    }
    let current = true;
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
    };
  }, [portfolio, attempt]);

  return entries;
}
