// Service worker of Área Cliente, scoped to /area-cliente/.
// Content-hashed files never change, so they are served cache-first. Everything that decides which code
// runs (the deployment manifest, remote entries, runtime config) and every API call always go to the
// network: a stale remotes.json would pin users to an old or rolled-back remote.
const ASSETS_CACHE = 'area-cliente-assets-v1';
const PAGES_CACHE = 'area-cliente-pages-v1';
// The digital cards the customer chose to keep on this device, written by remote_portfolio;
// CACHE_TARJETAS and TARJETAS_SIN_CONEXION_URL in shared/src/domain/tarjeta.ts name them. Kept across
// versions; at any session end the shell drops every copy not kept by choice (shell/src/pwa/offline-cards.ts),
// and so does this worker when it takes over (the QR copies older versions kept of every card opened).
const CARDS_CACHE = 'area-cliente-tarjetas-v1';
const MAX_ASSETS = 150;
const SCOPE = new URL(self.registration.scope).pathname;
const CARDS_PATH = `${SCOPE}tarjetas-sin-conexion/`;

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
      .then(dropUnkeptCards)
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

// ---------- Offline cards ----------
// A page built here from the cards the customer chose to keep in CARDS_CACHE: every text was composed by
// the app when it saved the card (rows, the 'Sin conexión: datos a …' note, the note that stands where
// the QR would be: no copy holds the verification code), so no rule is repeated here. No script, no
// image; its one <style> is allowed by its hash in the page's own Content-Security-Policy.

// A copy kept by choice: under CARDS_PATH + <customer hash>/<policy id>, formato 2, conservar, no QR.
// The same test as shell/src/pwa/offline-cards.ts.
const KEPT_KEY = /^[0-9a-f]{32}\/\d+$/;
function isKept(path, entry) {
  return (
    path.startsWith(CARDS_PATH) &&
    KEPT_KEY.test(path.slice(CARDS_PATH.length)) &&
    entry?.formato === 2 &&
    entry.conservar === true &&
    entry.qrSvg === undefined &&
    typeof entry.vista?.notaQr === 'string' &&
    Array.isArray(entry.vista.filas)
  );
}

async function readEntry(cache, key) {
  try {
    return await (await cache.match(key))?.json();
  } catch {
    return null;
  }
}

async function keptCards(cache) {
  const kept = [];
  for (const key of await cache.keys()) {
    const entry = await readEntry(cache, key);
    kept.push({ key, entry: isKept(new URL(key.url).pathname, entry) ? entry : null });
  }
  return kept;
}

async function dropUnkeptCards() {
  try {
    if (!(await caches.has(CARDS_CACHE))) return;
    const cache = await caches.open(CARDS_CACHE);
    const cards = await keptCards(cache);
    await Promise.all(cards.filter((c) => !c.entry).map((c) => cache.delete(c.key)));
  } catch {
    // Blocked storage: the shell drops them at the next session end.
  }
}

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
.qr{margin:0;font-size:.875rem;font-weight:600}
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
  return `<section aria-label="${escapeHtml(v.producto)}">
<p class="nota">${escapeHtml(v.nota)}</p>
<div class="tarjeta">
<p class="producto">${escapeHtml(v.producto)}</p>
<dl>${filas}<div><dt>Asistencia 24 h</dt><dd><a href="tel:${telefono.replace(/\s+/g, '')}">${telefono}</a></dd></div></dl>
<p class="estado${v.enVigor ? '' : ' no'}">${escapeHtml(v.estado)}</p>
<p class="qr">${escapeHtml(v.notaQr)}</p>
</div>
</section>`;
}

async function offlineCardsPage(url) {
  try {
    if (!(await caches.has(CARDS_CACHE))) return null;
    const entries = (await keptCards(await caches.open(CARDS_CACHE))).flatMap((c) =>
      c.entry ? [c.entry] : [],
    );
    if (entries.length === 0) return null;
    const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tus tarjetas (sin conexión) · Área Cliente</title><style>${OFFLINE_CSS}</style></head>
<body><main>
<h1>Tus tarjetas</h1>
${entries.map(cardHtml).join('\n')}
<a class="reintentar" href="${escapeHtml(url)}">Reintentar con conexión</a>
</main></body></html>`;
    const csp = `default-src 'none'; style-src 'sha256-${await sha256Base64(OFFLINE_CSS)}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
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
