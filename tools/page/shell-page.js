// The shell's page (index.html), the one home of its shape (docs/performance.md): the build
// renders it with its scripts and styles (tools/webpack/index.js, with start-after-paint.js beside
// this file), and the server fills the same named slots for each route
// (api/src/plugins/page-skeleton.ts). No dependencies, so the API bundles it as it is.

/** Where the shell is served; its page, files and routes live under it. */
export const APP_BASE = '/area-cliente/';

/** @type {Record<string, string>} */
const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * Text or an attribute value written into the page.
 * @param {string} text
 */
const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);

/**
 * The page's named slots. Each is written by one function here, and its empty form (the function's
 * default) is how the built page marks where a later fill goes.
 * - `head`: tags appended at the end of <head> (the build's scripts and styles, then the server's
 *   brand style and preload hints), as HTML.
 * - `layout`: the frame the skeleton paints, `main` (header, content) or `access` (the login's card).
 * - `heading`: the access card's heading, as text.
 * - `brand`: the header's logo and name, as HTML (brandHtml).
 * @typedef {{ head?: string, layout?: 'main' | 'access', heading?: string, brand?: string }} PageSlots
 */

const SLOTS = {
  /** @param {string} [tags] */
  head: (tags = '') => `${tags}</head>`,
  /** @param {'main' | 'access'} [layout] */
  layout: (layout = 'main') => `data-layout=${layout}`,
  /** @param {string} [text] */
  heading: (text = '') => `<h1 class="ac-card__title shell-skeleton__heading">${escapeHtml(text)}</h1>`,
  /** @param {string} [html] */
  brand: (html = '') => `<span class="shell-logo shell-skeleton__brand">${html}</span>`,
};

const SPINNER = '<span class="ac-spinner ac-spinner--large" role=status aria-label=Cargando></span>';

/**
 * The page with its slots filled; empty slots give the page as the build leaves it. Written minified
 * (unquoted attributes, optional end tags left out) and built as is, with no minifier after it, so
 * fillShellPage finds every empty slot as written here.
 *
 * What it paints before any script: the layout's frame in the classes React renders it with, so the
 * first paint is the final one; React replaces the whole of #root on its first commit.
 * @param {PageSlots} [slots]
 */
export function shellPage({ head, layout, heading, brand } = {}) {
  return (
    '<!doctype html><html lang=es><head><meta charset=utf-8>' +
    '<meta name=viewport content="width=device-width,initial-scale=1,viewport-fit=cover">' +
    '<meta name=theme-color content=#0b4f8a>' +
    '<meta name=description content="Área Cliente: tus pólizas, siniestros y recibos">' +
    '<title>Área Cliente</title>' +
    `<link rel=manifest href=${APP_BASE}manifest.webmanifest>` +
    `<link rel=icon href=${APP_BASE}icons/icon.svg type=image/svg+xml>` +
    `<link rel=apple-touch-icon href=${APP_BASE}icons/apple-touch-icon.png>` +
    SLOTS.head(head) +
    '<body><div id=root>' +
    `<div class="ac-layout shell-skeleton" ${SLOTS.layout(layout)} aria-busy=true>` +
    '<header class="ac-layout__header shell-header">' +
    '<span class="shell-header__button shell-skeleton__menu" aria-hidden=true>' +
    '<span class=shell-hamburger__bars></span></span> ' +
    SLOTS.brand(brand) +
    '</header>' +
    '<main class="ac-layout__main shell-skeleton__main">' +
    '<p class="shell-access__title shell-skeleton__access">ÁREA CLIENTE' +
    '<section class="ac-card shell-skeleton__access">' +
    SLOTS.heading(heading) +
    `<div class=shell-boot>${SPINNER}</div></section>` +
    `<div class="shell-boot shell-skeleton__only-main">${SPINNER}</div>` +
    '</main>' +
    '<footer class="ac-layout__footer shell-footer"><div class=shell-footer__inner>' +
    '<p class=shell-footer__hours>Teléfonos de atención de lunes a viernes de 09:00 a 21:00 horas' +
    '</div></footer></div></div>' +
    '<noscript>Activa JavaScript para usar el Área Cliente.</noscript></body></html>'
  );
}

/**
 * Fills the slots of a page shellPage built, found by the exact text it writes for them empty (the
 * build has filled `head` already: more tags go after its own). A slot the page does not have is
 * left out.
 * @param {string} html
 * @param {PageSlots} slots
 */
export function fillShellPage(html, slots) {
  let page = html;
  for (const [name, value] of Object.entries(slots)) {
    if (value === undefined) continue;
    const slot = /** @type {(value?: string) => string} */ (SLOTS[/** @type {keyof PageSlots} */ (name)]);
    // A function replacement: a value's `$&` or `$1` is text, not a pattern.
    page = page.replace(slot(), () => slot(value));
  }
  return page;
}

// An attribute value that needs no quotes (html-minifier-terser's rule, kept for the build's tags).
const BARE_VALUE = /^[^ \t\n\f\r"'`=<>]+$/;

/**
 * One of the build's head tags (html-webpack-plugin's tag objects) as the minified page writes it:
 * values quoted only where needed, `true` as a bare attribute, `false` and undefined left out.
 * @param {{ tagName: string, voidTag: boolean, attributes: Record<string, string | boolean | null | undefined>, innerHTML?: string }} tag
 */
export function tagHtml({ tagName, voidTag, attributes, innerHTML = '' }) {
  const attrs = Object.entries(attributes).flatMap(([name, value]) => {
    if (value === true) return [` ${name}`];
    if (value === false || value === null || value === undefined) return [];
    return [
      BARE_VALUE.test(value) && !value.endsWith('/')
        ? ` ${name}=${value}`
        : ` ${name}="${escapeHtml(value)}"`,
    ];
  });
  return `<${tagName}${attrs.join('')}>${voidTag ? '' : `${innerHTML}</${tagName}>`}`;
}

/**
 * The header's brand as the shell's Logo renders it: the logo and the name.
 * @param {{ logo: string, nombre: string }} marca
 */
export const brandHtml = ({ logo, nombre }) =>
  `<img class="shell-logo__mark" src="${escapeHtml(logo)}" alt="" width="32" height="32">` +
  `<span class="shell-logo__text">${escapeHtml(nombre)}</span>`;

/**
 * A preload hint for the page's head. Every hint is `fetchpriority="low"`: the skeleton paints from
 * the HTML and main.css alone, so on a slow network those go first.
 * @param {string} href
 * @param {'script' | 'style' | 'fetch'} as
 */
export const preloadLink = (href, as) =>
  `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${as === 'fetch' ? ' crossorigin' : ''} fetchpriority="low">`;
