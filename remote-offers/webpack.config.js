import webpack from 'webpack';
import { createRemoteConfig } from '../tools/webpack/index.js';

export default (env, argv) => {
  const config = createRemoteConfig(
    { appDir: import.meta.dirname, extraExposes: { './menu': './src/menu.ts' } },
    env,
    argv,
  );
  // Card titles chosen at build time (see src/cards/live-cards.ts); empty = the campaign's own.
  config.plugins.push(
    new webpack.DefinePlugin({
      __OFFERS_TITLE_OVERRIDES__: JSON.stringify(process.env.OFFERS_TITLE_OVERRIDES ?? ''),
    }),
  );
  return config;
};
