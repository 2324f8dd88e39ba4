import { createHash } from 'node:crypto';
import { type Marca, marcaCss } from '@area-cliente/shared/contract';
import { layoutOf } from '@area-cliente/shared/deploy';
import type { ServedRoute } from './route-preload';

/**
 * The shell's index.html paints the layout's frame before any script runs (tools/webpack/index.js):
 * the server, which knows the route, tells it which frame and, when the route declares one, the
 * screen's heading. So the first paint already carries the page's text (its LCP), the shell's files
 * stay byte-identical across remote deploys, and React replaces the frame on its first commit.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);

// The built page is minified: attribute quotes may be gone (`data-layout=main`).
const LAYOUT_MAIN = /\bdata-layout=(["']?)main\1(?=[\s>])/;
const BRAND_SLOT = /(<span class=(["']?)shell-logo shell-skeleton__brand\2>)(<\/span>)/;
const EMPTY_HEADING = /(<h1 class=(["']?)[^"'>]*\bshell-skeleton__heading\b[^"'>]*\2>)(<\/h1>)/;

export function withSkeleton(html: string, served: ServedRoute | undefined): string {
  if (!served || layoutOf(served.route) !== 'access') return html;
  const heading = served.route.heading ? escapeHtml(served.route.heading) : '';
  return html.replace(LAYOUT_MAIN, 'data-layout="access"').replace(EMPTY_HEADING, `$1${heading}$3`);
}

/**
 * The brand of config.json in the page: its colours before the first paint and its logo and name in
 * the header's slot, as the shell's Logo renders them. Without a valid brand the slot stays empty.
 */
export function withMarca(html: string, marca: Marca | undefined): string {
  if (!marca) return html;
  const brand =
    `<img class="shell-logo__mark" src="${escapeHtml(marca.logo)}" alt="" width="32" height="32">` +
    `<span class="shell-logo__text">${escapeHtml(marca.nombre)}</span>`;
  return html
    .replace('</head>', `<style>${marcaCss(marca)}</style></head>`)
    .replace(BRAND_SLOT, `$1${brand}$3`);
}

/**
 * What the page's CSP must allow for withMarca's additions: its <style> by hash, and the logo's origin
 * when config.json puts it on another (https) host.
 */
export function marcaPolicy(marca: Marca | undefined): { styleHashes: string[]; imageOrigins: string[] } {
  if (!marca) return { styleHashes: [], imageOrigins: [] };
  const styleHashes = [createHash('sha256').update(marcaCss(marca)).digest('base64')];
  let logo: URL | undefined;
  try {
    logo = new URL(marca.logo, 'http://same.origin');
  } catch {
    logo = undefined;
  }
  const external = logo?.protocol === 'https:' && logo.host !== 'same.origin';
  return { styleHashes, imageOrigins: external && logo ? [logo.origin] : [] };
}
