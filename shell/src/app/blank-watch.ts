/** How long the app may show no text at all before the shell calls the screen broken. */
const BLANK_AFTER_MS = 3000;

const isBlank = (container: Element) => !container.textContent?.trim();

/**
 * Calls `onBlank` once `container` has held no text for `ms` without a break: a screen that rendered
 * nothing (a broken history state, a remote that mounted nothing). Text appearing in time resets the
 * clock. Returns the function that stops watching.
 */
export function watchForBlank(container: Element, onBlank: () => void, ms = BLANK_AFTER_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    if (!isBlank(container)) {
      clearTimeout(timer);
      timer = undefined;
    } else if (timer === undefined) {
      timer = setTimeout(() => {
        stop();
        onBlank();
      }, ms);
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(container, { childList: true, subtree: true, characterData: true });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  check();
  return stop;
}
