// Service worker of Área Cliente, scoped to /area-cliente/.
// Content-hashed files never change, so they are served cache-first. Everything that decides which code
// runs (the deployment manifest, remote entries, runtime config) and every API call always go to the
// network: a stale remotes.json would pin users to an old or rolled-back remote.
const ASSETS_CACHE = 'area-cliente-assets-v1';
const PAGES_CACHE = 'area-cliente-pages-v1';
// The digital cards the customer opened (issue #32), written by remote_portfolio; CACHE_TARJETAS and
// TARJETAS_SIN_CONEXION_URL in shared/src/domain/tarjeta.ts name them. Kept across versions; emptied
// by 'Cerrar sesión'.
const CARDS_CACHE = 'area-cliente-tarjetas-v1';
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
  const keep = new Set([ASSETS_CACHE, PAGES_CACHE, CARDS_CACHE]);
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
    // Offline the app cannot load its remotes (remotes.json is network-only): the cards it kept can show.
    const cards = await offlineCardsPage(request.url);
    if (cards) return cards;
    const cached = await cache.match(SCOPE);
    if (cached) return cached;
    throw error;
  }
}

async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}

// ---------- Offline cards (issue #32) ----------
// A page built here from the cards kept in CARDS_CACHE: every text was composed by the app when it saved
// the card (rows, the 'Sin conexión: datos a …' note), so no rule is repeated here. No script; its one
// <style> is allowed by its hash in the page's own Content-Security-Policy.

const OFFLINE_CSS = `
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2933;background:#f3f6f8}
main{max-width:40rem;margin:0 auto;padding:1rem}
h1{font-size:1.375rem;margin:.5rem 0 1rem}
.nota{margin:0 0 .75rem;padding:.5rem .75rem;border-radius:4px;background:#e6f0f7;color:#0b5c8e;font-weight:600}
.tarjeta{margin:0 0 1.5rem;padding:1rem;border-radius:8px;background:#0b5c8e;color:#fff;display:grid;gap:1rem}
.producto{margin:0;font-size:1.125rem;font-weight:700}
dl{margin:0;display:grid;gap:.5rem}
dl div{display:grid;grid-template-columns:8.5rem minmax(0,1fr);gap:0 .75rem}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
a{color:#fff}
a:focus-visible{outline:3px solid #fff;outline-offset:2px}
.estado{justify-self:start;margin:0;padding:.25rem .5rem;border-radius:4px;background:#e5f3ec;color:#1b6e46;font-weight:700}
.estado.no{background:#fdecea;color:#b3261e}
img{background:#fff;padding:.25rem;border-radius:4px;justify-self:center}
.reintentar{display:inline-block;margin-top:.5rem;color:#0b5c8e;font-weight:600}
`;

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

async function sha256Base64(text) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

function cardHtml(entry) {
  const v = entry.vista;
  const filas = v.filas
    .map(([label, value]) => `<div><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`)
    .join('');
  const telefono = escapeHtml(v.telefono);
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(entry.qrSvg)}`;
  return `<section aria-label="${escapeHtml(v.producto)}">
<p class="nota">${escapeHtml(v.nota)}</p>
<div class="tarjeta">
<p class="producto">${escapeHtml(v.producto)}</p>
<dl>${filas}<div><dt>Asistencia 24 h</dt><dd><a href="tel:${telefono.replace(/\s+/g, '')}">${telefono}</a></dd></div></dl>
<p class="estado${v.enVigor ? '' : ' no'}">${escapeHtml(v.estado)}</p>
<img src="${qr}" width="160" height="160" alt="Código QR para comprobar que la póliza está en vigor">
</div>
</section>`;
}

async function offlineCardsPage(url) {
  try {
    const cache = await caches.open(CARDS_CACHE);
    const entries = [];
    for (const key of await cache.keys()) {
      const entry = await (await cache.match(key))?.json();
      if (entry?.vista && Array.isArray(entry.vista.filas) && typeof entry.qrSvg === 'string')
        entries.push(entry);
    }
    if (entries.length === 0) return null;
    const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tus tarjetas (sin conexión) · Área Cliente</title><style>${OFFLINE_CSS}</style></head>
<body><main>
<h1>Tus tarjetas</h1>
${entries.map(cardHtml).join('\n')}
<a class="reintentar" href="${escapeHtml(url)}">Reintentar con conexión</a>
</main></body></html>`;
    const csp = `default-src 'none'; img-src data:; style-src 'sha256-${await sha256Base64(OFFLINE_CSS)}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
    return new Response(html, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': csp,
        'cache-control': 'no-store',
      },
    });
  } catch {
    return null;
  }
}
