import { createRemoteConfig } from '../tools/webpack/index.js';

export default (env, argv) => createRemoteConfig({ appDir: import.meta.dirname }, env, argv);
