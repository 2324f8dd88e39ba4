import { loadRemote } from '@module-federation/enhanced/runtime';
import type { OffersMenu } from '@area-cliente/shared';
import { isServed } from './federation';

/**
 * Loads the offers remote's menu rule; `null` when the offers remote is unreachable, so the side menu
 * simply omits those entries. Not memoised on failure: the next call tries again.
 */
export async function loadOffersMenu(): Promise<OffersMenu | null> {
  if (!isServed('remote_offers')) return null;
  try {
    return await loadRemote<OffersMenu>('remote_offers/menu');
  } catch {
    return null;
  }
}
