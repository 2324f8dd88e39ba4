import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

/** @typedef {'production' | 'development' | 'none'} Mode webpack's --mode */

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * `[name].[contenthash].js`, except while webpack is still hashing chunks: the federation runtime module
 * resolves its chunk's file name at that point, before any content hash exists, and webpack 5.111 fails
 * the build on it (module-federation/core#5077). The name only serves to locate the output folder there.
 * @param {import('webpack').PathData} pathData
 */
const hashedName = (pathData) =>
  pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js';

/**
 * Loaders, resolution and hashed output shared by the shell and every remote.
 * @param {{ appDir: string, mode: Mode, publicPath: string }} options
 */
export function baseConfig({ appDir, mode, publicPath }) {
  const production = mode === 'production';
  return {
    mode,
    context: appDir,
    // Maps are written for decoding production errors but not referenced from the bundles: the deploy
    // leaves them beside the build, never in DEPLOY_DIR.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: join(appDir, 'dist'),
      publicPath,
      // Content-hashed chunks can be cached forever; only entry files (index.html, remoteEntry.js,
      // mf-manifest.json) are revalidated.
      filename: production ? hashedName : '[name].js',
      chunkFilename: production ? hashedName : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: require.resolve('esbuild-loader'),
          options: { loader: 'tsx', target: 'es2020', jsx: 'automatic' },
        },
        {
          test: /\.css$/,
          // Production CSS goes to hashed .css files the browser fetches in parallel with the JS (and the
          // shell's in <head>), instead of being injected by JS once it has run.
          use: [
            production ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
            require.resolve('css-loader'),
          ],
        },
        { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset' },
        // The WebAuthn library's modules run nothing on import but its package.json does not say so:
        // without this, /login's support check would carry the whole library its buttons load later.
        { test: /@simplewebauthn[\\/]browser[\\/]esm[\\/]/, sideEffects: false },
      ],
    },
    plugins: production
      ? [
          new MiniCssExtractPlugin({
            filename: '[name].[contenthash:10].css',
            chunkFilename: '[id].[contenthash:10].css',
          }),
        ]
      : [],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
