import { createStudioConfig } from '../tools/webpack/index.js';

export default (env, argv) => createStudioConfig({ appDir: import.meta.dirname }, env, argv);
