import { guideFocus, SCREEN_HEADING } from './focus';

const APP_TITLE = 'Área Cliente';

/**
 * `document.title` of a screen whose H1 reads `heading`: 'Recibo REC-0200002 · Área Cliente'.
 * @public
 */
export function screenTitle(heading: string | null | undefined): string {
  // A heading written as a sentence loses its final period in the title.
  const text = heading?.replace(/\s+/g, ' ').trim().replace(/\.$/, '');
  return text ? `${text} · ${APP_TITLE}` : APP_TITLE;
}

/** A screen still loading shows a spinner (the wheel, or a region marked busy). */
const LOADING = '.ac-spinner, [aria-busy="true"]:not(button)';

/**
 * The H1 of the active screen once it has finished loading, or null while it is still loading.
 * @public
 */
export function settledHeading(): HTMLElement | null {
  const content = document.getElementById('contenido');
  if (!content || content.querySelector(LOADING)) return null;
  return document.querySelector<HTMLElement>(SCREEN_HEADING);
}

/** Runs `check` on every change of the page until the returned function is called. */
function observePage(check: () => void): () => void {
  const observer = new MutationObserver(check);
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-busy', 'class'],
  });
  return () => observer.disconnect();
}

/**
 * Keeps `document.title` in step with the active screen's H1 (a detail screen's heading arrives with
 * its data). Every remote gets this from the shell: screens only render an H1.
 * @internal
 */
export function followScreenTitle(): () => void {
  const check = () => {
    const heading = settledHeading();
    if (!heading) return;
    // `data-screen-title` overrides the heading text, e.g. to keep a greeting's name out of the tab.
    const title = screenTitle(heading.dataset.screenTitle ?? heading.textContent);
    if (document.title !== title) document.title = title;
  };
  const stop = observePage(check);
  check();
  return stop;
}

/**
 * Focuses the active screen's H1 (tabindex=-1) once it has loaded, so a screen reader announces the new
 * screen and the next Tab reaches its first control; keeps it there while the screen re-renders. Used
 * after an in-app navigation and after 'Reintentar'. Ends at the user's first key or press.
 * @internal
 */
export function focusScreenHeadingWhenReady(timeoutMs = 15_000): () => void {
  return guideFocus(settledHeading, timeoutMs);
}
