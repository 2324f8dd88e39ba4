import { createHash } from 'node:crypto';
import { type Marca, marcaCss } from '@area-cliente/shared/contract';
import { layoutOf } from '@area-cliente/shared/deploy';
import { brandHtml, fillShellPage, type PageSlots } from '../../../tools/page/shell-page.js';
import type { ServedRoute } from './route-preload';

/**
 * The shell's page paints the layout's frame before any script runs (tools/page/shell-page.js): the
 * server, which knows the route, fills its slots with the frame and, when the route declares one, the
 * screen's heading, the brand of config.json and the route's preload hints (route-preload.ts). So the
 * first paint already carries the page's text (its LCP), the shell's files stay byte-identical across
 * remote deploys, and React replaces the frame on its first commit.
 */

/** What the server knows of this request's page; each part is left out when it could not be read. */
type PageFor = { served?: ServedRoute | undefined; marca?: Marca | undefined; links: string[] };

/** The route's frame: the access card (with its heading) for an access route, else the page's own. */
function skeletonSlots(served: ServedRoute | undefined): PageSlots {
  if (!served || layoutOf(served.route) !== 'access') return {};
  return { layout: 'access', heading: served.route.heading ?? '' };
}

/**
 * The built page with this request's slots filled: the brand's colours (before the first paint) and
 * the hints at the end of the head, the frame, and the brand's logo and name in the header's slot, as
 * the shell's Logo renders them. Without a valid brand the slot stays empty.
 */
export function pageFor(html: string, { served, marca, links }: PageFor): string {
  const style = marca ? `<style>${marcaCss(marca)}</style>` : '';
  return fillShellPage(html, {
    head: `${style}${links.join('')}`,
    ...skeletonSlots(served),
    ...(marca ? { brand: brandHtml(marca) } : {}),
  });
}

/**
 * What the page's CSP must allow for pageFor's brand: its <style> by hash, and the logo's origin
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
