import type { MenuEntry } from '@area-cliente/shared';
import type { Portfolio } from '@area-cliente/shared/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { loadRemoteMenu, menuRemotes, onRemoteLoaded } from '../composition';

/** How long the side menu waits for every remote's entries before it shows those it has. */
export const MENU_WAIT_MS = 2000;

/**
 * The side-menu entries the remotes contribute for this portfolio (each remote's `./menu`, the rule
 * shipping with its screens), in menu order; undefined until every remote has answered or
 * MENU_WAIT_MS has passed, so the menu fills in once instead of shifting as each answer comes in. A
 * remote that is unreachable, slow or whose rule throws is left out, and comes in when it answers
 * later or after another remote loads (a 'Reintentar').
 */
export function useRemoteMenu(portfolio: Portfolio | null): MenuEntry[] | undefined {
  const remotes = menuRemotes();
  const [answers, setAnswers] = useState<Record<string, MenuEntry[]>>({});
  const [waited, setWaited] = useState(false);
  // Bumped when a remote loads after a menu could not be: that remote may be back.
  const [attempt, setAttempt] = useState(0);
  const unreachable = useRef(new Set<string>());

  useEffect(
    () =>
      onRemoteLoaded(() => {
        if (unreachable.current.size > 0) setAttempt((n) => n + 1);
      }),
    [],
  );

  useEffect(() => {
    if (!portfolio) {
      setAnswers({});
      setWaited(false);
      return undefined;
    }
    let current = true;
    const giveUp = setTimeout(() => setWaited(true), MENU_WAIT_MS);
    for (const remote of remotes) {
      void loadRemoteMenu(remote).then(async (menu) => {
        if (!current) return;
        if (menu) unreachable.current.delete(remote);
        else unreachable.current.add(remote);
        let entries: MenuEntry[] = [];
        try {
          entries = (await menu?.menuEntries(portfolio)) ?? [];
        } catch (error) {
          // A broken rule in a remote, or data it cannot load, must not take the side menu down.
          console.error(`[area-cliente] ${remote} menu failed`, error);
        }
        if (current) setAnswers((known) => ({ ...known, [remote]: entries }));
      });
    }
    return () => {
      current = false;
      clearTimeout(giveUp);
    };
  }, [portfolio, attempt, remotes]);

  const ready = portfolio !== null && (waited || remotes.every((remote) => remote in answers));
  return useMemo(
    () =>
      ready
        ? remotes.flatMap((remote) => answers[remote] ?? []).sort((a, b) => a.position - b.position)
        : undefined,
    [ready, remotes, answers],
  );
}
