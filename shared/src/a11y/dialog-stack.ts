/**
 * The modal dialogs open right now, innermost last. Anything that must stay perceivable while a
 * modal is open (the shell's alerts) renders into the top dialog's message slot, because the page
 * behind a modal is inert and hidden from assistive tech.
 */
const slots: HTMLElement[] = [];
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

/**
 * Registers an open dialog's message slot; returns the function that removes it.
 * @public
 */
export function pushDialogSlot(slot: HTMLElement): () => void {
  slots.push(slot);
  notify();
  return () => {
    const index = slots.lastIndexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    notify();
  };
}

/**
 * The innermost open dialog's message slot, or null when no modal is open: where alerts render.
 * @internal
 */
export function topDialogSlot(): HTMLElement | null {
  return slots[slots.length - 1] ?? null;
}

/**
 * Calls `listener` on every change of the dialog stack; returns the function that stops it
 * (the shape `useSyncExternalStore` expects).
 * @internal
 */
export function subscribeDialogSlots(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
