import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteMenu } from '@area-cliente/shared';

/**
 * Loads a remote's side-menu rule (`<remote>/menu`); `null` when the remote is unreachable, so the side
 * menu simply omits its entries. Not memoised on failure: the next call tries again.
 */
export async function loadRemoteMenu(remote: string): Promise<RemoteMenu | null> {
  try {
    return await loadRemote<RemoteMenu>(`${remote}/menu`);
  } catch {
    return null;
  }
}
