// The studio's page (studio/dist/index.html): no inline script or style, so its CSP
// (api/src/plugins/studio-frontend.ts) allows scripts and styles from this origin alone.

/** Where marketing's studio is served; its page, files and API live under it. */
export const STUDIO_BASE = '/estudio/';
/** Where its build goes in the deploy folder, served at STUDIO_BASE. */
export const STUDIO_FOLDER = 'estudio';

/**
 * The page with the build's scripts and styles in its head.
 * @param {string} head
 */
export const studioPage = (head) =>
  '<!doctype html><html lang=es><head><meta charset=utf-8>' +
  '<meta name=viewport content="width=device-width,initial-scale=1">' +
  '<meta name=robots content=noindex>' +
  '<title>Estudio de campañas</title>' +
  `${head}</head><body><div id=root><p class=estudio-arranque role=status>Cargando el estudio…</p></div>` +
  '<noscript>Activa JavaScript para usar el estudio de campañas.</noscript></body></html>';
