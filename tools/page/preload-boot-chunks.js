import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'PreloadBootChunksPlugin';
const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

/**
 * The fields read here of webpack's sharing modules, which its types do not declare.
 * @typedef {import('webpack').Module & { _name: string }} ProvideSharedModule
 * @typedef {import('webpack').Module & { options: { shareKey: string } }} ConsumeSharedModule
 */

/**
 * Adds to index.html a `<link rel="preload">` for every file the entry's dynamic import (the async
 * boundary, `import('./bootstrap')`) loads: that chunk group and, for each shared module it consumes,
 * the chunk the shell provides it from (the first app on the page provides every shared module, and a
 * consumed module loads the provider's chunk, not its own fallback). The browser fetches them with
 * main.js instead of after it has run. Lazy screens and layouts are not followed.
 */
export class PreloadBootChunksPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '');
        for (const file of bootFiles(compilation)) {
          const as = file.endsWith('.css') ? 'style' : 'script';
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as,
              href: `${publicPath}${file}`,
              // The skeleton paints from the HTML and main.css alone, so these must not take a slow
              // network's bandwidth before them (route-preload.ts gives the remote's hints the same).
              fetchpriority: 'low',
            }),
          );
        }
        return data;
      });
    });
  }
}

/**
 * Files (JS and CSS) of the bootstrap chunk group and of the shared modules it reaches.
 * @param {import('webpack').Compilation} compilation
 */
function bootFiles(compilation) {
  const { chunkGraph } = compilation;
  /** @param {import('webpack').Module} module */
  const blockGroups = (module) =>
    module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block) ?? []);
  const entryModules = [...compilation.entrypoints.values()].flatMap((entrypoint) =>
    entrypoint.chunks.flatMap((chunk) => [...chunkGraph.getChunkModulesIterable(chunk)]),
  );
  // Share key → the chunk groups the shell registers it with (ProvideSharedModule keeps it in `_name`).
  const provided = new Map(
    entryModules
      .filter((m) => m.type === PROVIDE_SHARED)
      .map((m) => [/** @type {ProvideSharedModule} */ (m)._name, blockGroups(m)]),
  );
  /** @type {Set<string>} */
  const files = new Set();
  /** @type {Set<import('webpack').Chunk>} */
  const seen = new Set();
  /** @param {import('webpack').ChunkGroup} group */
  const visit = (group) => {
    for (const chunk of group.chunks) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== CONSUME_SHARED) continue;
        (
          provided.get(/** @type {ConsumeSharedModule} */ (module).options.shareKey) ?? blockGroups(module)
        ).forEach(visit);
      }
    }
  };
  // The entry's own dynamic imports: index.ts's import('./bootstrap'), not the provided modules'.
  entryModules
    .filter((m) => m.type !== PROVIDE_SHARED)
    .flatMap(blockGroups)
    .forEach(visit);
  return [...files].sort();
}
