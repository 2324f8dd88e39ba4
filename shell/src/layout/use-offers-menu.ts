import type { Portfolio } from '@area-cliente/shared';
import { useEffect, useState } from 'react';
import { loadOffersMenu, type MenuEntry } from '../composition';

/**
 * Side-menu entries of the offers remote for this portfolio. The rule lives in that remote so it ships
 * with its cards; while it is unreachable the entries are simply left out.
 */
export function useOffersMenu(portfolio: Portfolio | null): MenuEntry[] {
  const [entries, setEntries] = useState<MenuEntry[]>([]);

  useEffect(() => {
    if (!portfolio) {
      setEntries([]);
      return undefined;
    }
    let current = true;
    void loadOffersMenu().then((menu) => {
      if (!current) return;
      try {
        setEntries(menu?.menuEntries(portfolio) ?? []);
      } catch (error) {
        // A broken rule in the remote must not take the side menu down.
        console.error('[area-cliente] offers menu failed', error);
        setEntries([]);
      }
    });
    return () => {
      current = false;
    };
  }, [portfolio]);

  return entries;
}
