const APP_BASE = '/area-cliente/';

/**
 * Registers the service worker in production builds only: in development it would cache dev-server chunks
 * and hide reloads.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(`${APP_BASE}sw.js`, { scope: APP_BASE }).catch((error: unknown) => {
      // The app works without it; only offline start-up and install are lost.
      console.warn('[pwa] service worker registration failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
