import { createRemoteConfig } from '../tools/webpack/index.js';

export default (env, argv) =>
  createRemoteConfig(
    {
      appDir: import.meta.dirname,
      extraExposes: { './campaign-preview': './src/preview/campaign-preview.tsx' },
    },
    env,
    argv,
  );
