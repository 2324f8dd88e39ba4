import { createShellConfig } from '../tools/webpack/index.js';

// DEV_DEPLOY_DIR (set by scripts/dev.mjs) holds the dev remotes.json and config.json the dev server serves.
export default (env, argv) =>
  createShellConfig({ appDir: import.meta.dirname, devDeployDir: process.env.DEV_DEPLOY_DIR }, env, argv);
