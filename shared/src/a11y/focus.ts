/**
 * Where to put focus when the element that had it is gone: the active screen's heading.
 * @public
 */
export const SCREEN_HEADING = '#contenido h1';

/**
 * Focuses an element; a heading or container gets tabindex=-1 first (it stays out of the tab order).
 * @public
 */
export function focusStatic(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * Puts focus on `target()` as soon as it exists, then keeps it there while the page re-renders: when
 * focus falls to <body> (the element was replaced by a spinner, then by fresh content) it goes to
 * `target()` again. Ends at the user's first key or press, or after `timeoutMs`.
 * @public
 */
export function guideFocus(target: () => HTMLElement | null, timeoutMs = 10_000): () => void {
  let placed = false;
  const check = () => {
    // A dialog opened meanwhile keeps its focus.
    if (document.querySelector('dialog[open]')) return;
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (placed && !lost) return;
    const element = target();
    if (!element) return;
    if (element !== active) focusStatic(element);
    placed = true;
  };
  const observer = new MutationObserver(check);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('keydown', stop, { capture: true });
    document.removeEventListener('pointerdown', stop, { capture: true });
  };
  const timer = setTimeout(stop, timeoutMs);
  document.addEventListener('keydown', stop, { capture: true });
  document.addEventListener('pointerdown', stop, { capture: true });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-busy', 'class', 'open'],
  });
  check();
  return stop;
}

/**
 * True when `element` can take focus back: still in the page, enabled and rendered.
 * @public
 */
export function canRefocus(element: Element | null): element is HTMLElement {
  if (!(element instanceof HTMLElement) || element === document.body || !element.isConnected) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  if (element.closest('[inert], [hidden]')) return false;
  // Test DOMs without layout have no checkVisibility: there, connected and enabled is enough.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}
