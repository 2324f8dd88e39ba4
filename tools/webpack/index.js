import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { baseConfig } from './common.js';
import { ContractPlugin, remoteNeeds, shellProvides } from './contract.js';
import { DEV_API_PORT, DEV_PORTS } from './ports.js';
import { STUDIO_BASE, studioPage } from '../page/studio-page.js';
import { APP_BASE, shellPage, tagHtml } from '../page/shell-page.js';
import { StartAfterPaintPlugin } from '../page/start-after-paint.js';
import { StartInNextTaskPlugin } from '../page/start-in-next-task.js';
import { requiredVersion, sharedSingletons } from './shared-singletons.js';

const API_BASE = '/produccion/rest';

/**
 * Publishes the shell's federation runtime core on the page (`_FEDERATION_RUNTIME_CORE`) for the
 * remotes built with `externalRuntime`. This is what `experiments.provideExternalRuntime` adds, but
 * taken as ESM: the experiment registers the plugin's CommonJS build, which drags a second, CommonJS
 * copy of the runtime core into the shell next to the ESM one the bundler runtime uses.
 */
const provideRuntimeCore = fileURLToPath(
  import.meta.resolve('@module-federation/inject-external-runtime-core-plugin'),
);

/**
 * The shared modules every page needs before its first screen, bundled into the shell's main.js
 * instead of one lazy chunk each: one download instead of about ten on a first visit. What only the
 * logged-in screens use (react-query, `@area-cliente/shared/query`) stays lazy.
 */
const SHELL_EAGER = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'jotai',
  'single-spa-react',
  '@area-cliente/shared',
];

/**
 * The shell's page with the build's scripts and styles in its head slot (tools/page/shell-page.js).
 * @param {{ [option: string]: any }} parameters html-webpack-plugin's template parameters
 */
const shellTemplate = (parameters) => {
  /** @type {Parameters<typeof tagHtml>[0][]} */
  const headTags = parameters.htmlWebpackPlugin.tags.headTags;
  return shellPage({ head: headTags.map(tagHtml).join('') });
};

/**
 * React Router's package sends every bundler to its development build, which keeps its warnings (an
 * `ENABLE_DEV_WARNINGS` constant); its production build is the same code with them switched off, 0.4
 * KiB less on /login. Both entries point there, or the router would come twice.
 * @param {string} appDir
 */
function reactRouterProduction(appDir) {
  const fromDom = createRequire(createRequire(join(appDir, 'package.json')).resolve('react-router-dom'));
  const dist = join(dirname(fromDom.resolve('react-router/package.json')), 'dist/production');
  return { 'react-router$': join(dist, 'index.mjs'), 'react-router/dom$': join(dist, 'dom-export.mjs') };
}

/**
 * V8's explicit compile hint (Chrome 136+; a comment elsewhere) at the top of the files a page runs
 * almost whole as it loads: the shell's main.js and a remote's remoteEntry.js. Their functions are
 * then compiled while the file downloads, off the main thread, instead of one by one on first call.
 * On /login that was most of what the boot's tasks spent beyond running the code (`pnpm bench`,
 * docs/performance.md). Added after minification, which drops comments, and before the source map is
 * written, so the map counts the line.
 * @param {RegExp} test the asset names
 */
const compileHint = (test) =>
  new webpack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 50,
  });

/**
 * `remote-offers` → `remote_offers`: a Module Federation name must be a JS identifier.
 * @param {string} appDir
 */
const mfName = (appDir) => basename(appDir).replace(/-/g, '_');

/**
 * @param {string} appDir
 * @param {ConstructorParameters<typeof ModuleFederationPlugin>[0]} options
 * @param {string[]} [eagerShared]
 */
const federation = (appDir, options, eagerShared = []) =>
  new ModuleFederationPlugin({
    shared: sharedSingletons(appDir, eagerShared),
    // The default `version-first` fetches every remote at start-up: one offline remote would break the
    // shell before React mounts.
    shareStrategy: 'loaded-first',
    dts: false,
    ...options,
  });

/**
 * `./menu` (`src/menu.ts`, the kernel's `RemoteMenu`) when the remote's routes.json says it has side-menu
 * entries: the flag the shell reads in remotes.json and what the build exposes are one statement.
 * @param {string} appDir
 * @returns {Record<string, string>}
 */
const menuExpose = (appDir) =>
  JSON.parse(readFileSync(join(appDir, 'routes.json'), 'utf8')).menu === true
    ? { './menu': './src/menu.ts' }
    : {};

/**
 * Webpack config of a remote: exposes `./app` (single-spa-react lifecycles), `./menu` when it has one,
 * plus `extraExposes`, emits `mf-manifest.json` and `remoteEntry.js` next to hashed chunks, and
 * resolves its public path at run time so one build serves from any versioned folder.
 * @param {{ appDir: string, extraExposes?: Record<string, string> }} options
 * @param {unknown} _env
 * @param {{ mode?: import('./common.js').Mode }} [argv]
 */
export function createRemoteConfig({ appDir, extraExposes = {} }, _env, argv = {}) {
  const mode = argv.mode ?? 'production';
  const name = mfName(appDir);
  const base = baseConfig({ appDir, mode, publicPath: 'auto' });
  return {
    ...base,
    // No entry of its own: a remote only runs inside the shell, through its container.
    entry: {},
    plugins: [
      ...base.plugins,
      federation(appDir, {
        name,
        filename: 'remoteEntry.js',
        exposes: { './app': './src/index.ts', ...menuExpose(appDir), ...extraExposes },
        manifest: true,
        // The federation runtime core comes from the shell (`provideExternalRuntime` below), so it is
        // downloaded once per page instead of once per remote. Needs a shell that provides it (README).
        // A remote consumes no other remote: the bundler runtime's remote-loading code is left out.
        experiments: { externalRuntime: true, optimization: { disableRemote: true, target: 'web' } },
      }),
      // Deployed next to the build so each published version carries the routes it serves and the
      // kernel it needs.
      new CopyWebpackPlugin({ patterns: [{ from: 'routes.json', to: '.' }] }),
      new ContractPlugin(remoteNeeds(appDir)),
      compileHint(/^remoteEntry\.js$/),
    ],
    devServer: {
      port: DEV_PORTS[name],
      hot: false,
      liveReload: true,
      // The shell on another port fetches manifests and chunks from here.
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false, errors: true } },
    },
  };
}

/**
 * Webpack config of the shell (host): served under /area-cliente/, with no remote known at build time;
 * it reads them from remotes.json at boot. `publicDir` (manifest, icons, service worker) is copied as is.
 * @param {{ appDir: string, devDeployDir?: string }} options
 * @param {unknown} _env
 * @param {{ mode?: import('./common.js').Mode }} [argv]
 */
export function createShellConfig({ appDir, devDeployDir }, _env, argv = {}) {
  const mode = argv.mode ?? 'production';
  const base = baseConfig({ appDir, mode, publicPath: APP_BASE });
  return {
    ...base,
    resolve: mode === 'production' ? { ...base.resolve, alias: reactRouterProduction(appDir) } : base.resolve,
    entry: { main: './src/index.ts' },
    plugins: [
      ...base.plugins,
      federation(
        appDir,
        {
          name: 'shell',
          remotes: {},
          manifest: false,
          runtimePlugins: [provideRuntimeCore],
          // Remotes are registered by their remoteEntry.js (composition/federation.ts), not by their
          // mf-manifest.json: one request less before a screen, and no snapshot code in the shell.
          // `target: 'web'` leaves out the runtime's Node.js script loading.
          experiments: { optimization: { disableSnapshot: true, target: 'web' } },
        },
        SHELL_EAGER,
      ),
      // What the shell provides, for deploys (contract.json) and for its own check of remotes.json.
      new ContractPlugin(shellProvides(appDir)),
      new webpack.DefinePlugin({ __SHELL_PROVIDES__: JSON.stringify(shellProvides(appDir)) }),
      // The page and its boot hints and loader: tools/page (docs/performance.md).
      new HtmlWebpackPlugin({
        templateContent: shellTemplate,
        inject: false,
        // shellPage is written minified; a minifier would write its optional end tags differently.
        minify: false,
        scriptLoading: 'defer',
      }),
      new StartAfterPaintPlugin(),
      new StartInNextTaskPlugin('main'),
      compileHint(/^main\.(?:[0-9a-f]+\.)?js$/),
      new CopyWebpackPlugin({ patterns: [{ from: 'public', to: '.', noErrorOnMissing: true }] }),
    ],
    devServer: {
      port: DEV_PORTS.shell,
      hot: false,
      liveReload: true,
      historyApiFallback: { index: `${APP_BASE}index.html` },
      devMiddleware: { publicPath: APP_BASE },
      // remotes.json and config.json of the dev deployment, pointing at the remotes' dev servers.
      static: devDeployDir ? [{ directory: devDeployDir, publicPath: APP_BASE, watch: true }] : false,
      proxy: [{ context: [API_BASE], target: `http://localhost:${DEV_API_PORT}` }],
      client: { overlay: { warnings: false, errors: true } },
    },
  };
}

/**
 * Webpack config of marketing's studio, a second host served under /estudio/. It shares React alone
 * with the remotes it loads: the area's kernel (session, bus, HTTP client) is none of its business,
 * so a remote drawing a preview here runs its own copy of it. It provides the federation runtime core
 * like the shell, since the remotes are built to take it from their host.
 * @param {{ appDir: string }} options
 * @param {unknown} _env
 * @param {{ mode?: import('./common.js').Mode }} [argv]
 */
export function createStudioConfig({ appDir }, _env, argv = {}) {
  const mode = argv.mode ?? 'production';
  const base = baseConfig({ appDir, mode, publicPath: STUDIO_BASE });
  /** @param {string} name */
  const react = (name) => ({ singleton: true, eager: true, requiredVersion: requiredVersion(appDir, name) });
  return {
    ...base,
    entry: { main: './src/index.ts' },
    plugins: [
      ...base.plugins,
      new ModuleFederationPlugin({
        name: 'estudio',
        remotes: {},
        manifest: false,
        dts: false,
        shareStrategy: 'loaded-first',
        shared: {
          react: react('react'),
          'react/': react('react'),
          'react-dom': react('react-dom'),
          'react-dom/': react('react-dom'),
        },
        runtimePlugins: [provideRuntimeCore],
        experiments: { optimization: { disableSnapshot: true, target: 'web' } },
      }),
      new HtmlWebpackPlugin({
        templateContent: (/** @type {{ [option: string]: any }} */ parameters) =>
          studioPage(parameters.htmlWebpackPlugin.tags.headTags.map(tagHtml).join('')),
        inject: false,
        minify: false,
        scriptLoading: 'defer',
      }),
    ],
    devServer: {
      port: DEV_PORTS.estudio,
      hot: false,
      liveReload: true,
      historyApiFallback: { index: `${STUDIO_BASE}index.html` },
      devMiddleware: { publicPath: STUDIO_BASE },
      proxy: [
        {
          context: [`${STUDIO_BASE}api`, `${STUDIO_BASE}auth`, APP_BASE],
          target: `http://localhost:${DEV_API_PORT}`,
        },
      ],
    },
  };
}
