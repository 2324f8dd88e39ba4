/** Where to put focus when the element that had it is gone: the active screen's heading. */
export const SCREEN_HEADING = '#contenido h1';

/** Focuses a heading or container that is not in the tab order (tabindex=-1 added when missing). */
export function focusStatic(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/** True when `element` can take focus back: still in the page, enabled and rendered. */
export function canRefocus(element: Element | null): element is HTMLElement {
  if (!(element instanceof HTMLElement) || element === document.body || !element.isConnected) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  if (element.closest('[inert], [hidden]')) return false;
  // Test DOMs without layout have no checkVisibility: there, connected and enabled is enough.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}
