/** Runs `task` when the browser is idle; Safari has no requestIdleCallback, so a short pause there. */
export function whenIdle(task: () => void, timeout = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
