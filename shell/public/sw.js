// Service worker of Área Cliente, scoped to /area-cliente/.
// Content-hashed files never change, so they are served cache-first. Everything that decides which code
// runs (the deployment manifest, remote entries, runtime config) and every API call always go to the
// network: a stale remotes.json would pin users to an old or rolled-back remote.
const ASSETS_CACHE = 'area-cliente-assets-v1';
const PAGES_CACHE = 'area-cliente-pages-v1';
const MAX_ASSETS = 150;
const SCOPE = new URL(self.registration.scope).pathname;

const NETWORK_ONLY_FILES = new Set([
  'remotes.json',
  'config.json',
  'mf-manifest.json',
  'remoteEntry.js',
  'sw.js',
]);
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.(?:js|css|woff2?|png|svg|jpe?g|webp|gif)$/;

const isNetworkOnly = (url) =>
  url.origin !== self.location.origin ||
  url.pathname.startsWith('/produccion/rest/') ||
  NETWORK_ONLY_FILES.has(url.pathname.slice(url.pathname.lastIndexOf('/') + 1));

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  const keep = new Set([ASSETS_CACHE, PAGES_CACHE]);
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => !keep.has(n)).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (isNetworkOnly(url) || !url.pathname.startsWith(SCOPE)) return;

  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request));
  } else if (HASHED_ASSET.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await trim(cache);
  }
  return response;
}

// The app page is always fetched fresh; the last copy is only a fallback when the network is down.
async function networkFirstPage(request) {
  const cache = await caches.open(PAGES_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(SCOPE, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(SCOPE);
    if (cached) return cached;
    throw error;
  }
}

async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}
