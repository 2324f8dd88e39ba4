import { createHash } from 'node:crypto';
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'StartAfterPaintPlugin';

/**
 * Runs in the page (serialised into its own file): appends the entry scripts listed in its `data-src`
 * once the first contentful paint is reported, so the skeleton in the HTML is on screen before any
 * JavaScript is evaluated. A hidden tab paints nothing and starts at once; a browser that never reports
 * the paint starts after a second, as if this file were not there.
 */
function startAfterPaint() {
  const { src = '' } = /** @type {HTMLScriptElement} */ (document.currentScript).dataset;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const url of src.split(' ')) {
      const script = document.createElement('script');
      script.src = url;
      script.async = false;
      document.head.append(script);
    }
  };
  if (
    document.visibilityState !== 'visible' ||
    !globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')
  ) {
    start();
    return;
  }
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 1000);
}

const LOADER = `(${startAfterPaint})();\n`;
const LOADER_FILE = `start-after-paint.${createHash('sha256').update(LOADER).digest('hex').slice(0, 10)}.js`;

/**
 * Replaces index.html's entry `<script defer>` tags with a low-priority preload of the same files
 * (they download with the page, as before) and a tiny script that evaluates them once the skeleton is
 * painted: on a phone, main.js's start-up (React DOM, the federation runtime) would otherwise run
 * between the HTML's arrival and the first paint and hold the skeleton back.
 */
export class StartAfterPaintPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        /** @type {(string | boolean)[]} */
        const entries = [];
        data.headTags = data.headTags.map((tag) => {
          if (tag.tagName !== 'script' || !tag.attributes.src) return tag;
          entries.push(tag.attributes.src);
          return HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: tag.attributes.src,
            fetchpriority: 'low',
          });
        });
        if (entries.length === 0) return data;
        if (!compilation.getAsset(LOADER_FILE)) {
          compilation.emitAsset(LOADER_FILE, new compiler.webpack.sources.RawSource(LOADER));
        }
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '');
        data.headTags.push(
          HtmlWebpackPlugin.createHtmlTagObject('script', {
            defer: true,
            src: `${publicPath}${LOADER_FILE}`,
            'data-src': entries.join(' '),
          }),
        );
        return data;
      });
    });
  }
}
