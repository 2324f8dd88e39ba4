import { prefetchScreenData } from '@area-cliente/shared/query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { prefetchLinkedScreens, prefetchScreenCode, screenTarget } from './prefetch';

// Imported by the private frame only: it reads the server-state cache, which /login does not download.

/** Someone reaching a link: a mouse over it, keyboard focus on it, a finger on it. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * A link's screen, ready before the click: its code and then the data its remote declares it reads
 * first, in the entry the screen reads (so it shows at once, and checks for changes behind).
 */
export async function prefetchLink(href: string): Promise<void> {
  const target = screenTarget(href);
  if (!target) return;
  const remote = await prefetchScreenCode(target);
  const data = remote?.screenData?.(target.screen);
  if (data) await prefetchScreenData(data, target.params).catch(() => undefined);
}

/** A pointer crossing a link's children fires many events: one prefetch per link and moment. */
const REPEAT_MS = 2_000;
let last = { href: '', at: 0 };

function onIntent(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  const href = link?.getAttribute('href');
  if (!href || (href === last.href && event.timeStamp - last.at < REPEAT_MS)) return;
  last = { href, at: event.timeStamp };
  void prefetchLink(href);
}

/** Whether the customer asked to save data: then only what a click needs is downloaded. */
const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Navigation without waiting, for the logged-in screens: after each screen shows and the browser is
 * idle, the code of the screens it links to; when a link is hovered, focused or touched, its screen's
 * data too. One listener on the document serves every link, the shell's and the remotes'.
 */
export function usePrefetchNextScreens(): void {
  const { key } = useLocation();

  useEffect(() => {
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent);
    };
  }, []);

  useEffect(() => (savesData() ? undefined : prefetchLinkedScreens()), [key]);
}
