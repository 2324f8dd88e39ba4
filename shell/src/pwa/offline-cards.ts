import { CACHE_TARJETAS } from '@area-cliente/shared';

/**
 * 'Cerrar sesión' on a shared device: the digital cards kept for offline use (issue #32) go with the
 * session. Closing the app or an expired session keeps them: that is when the offline card is needed.
 */
export async function dropOfflineCards(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(CACHE_TARJETAS).catch(() => false);
}
