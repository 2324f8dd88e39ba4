/**
 * Tells who cares that a remote has just loaded, so what was left out while it was unreachable (the
 * side-menu entries of a remote) comes back after 'Reintentar' without waiting for a portfolio change.
 */
const listeners = new Set<(remote: string) => void>();

export function onRemoteLoaded(listener: (remote: string) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifyRemoteLoaded(remote: string): void {
  for (const listener of [...listeners]) listener(remote);
}
