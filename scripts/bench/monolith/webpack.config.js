// Bench only (pnpm bench): the same shell and remote screens built as ONE code-split app, no Module
// Federation. Each remote's `./app` is a lazy chunk and its screens stay split by route with
// React.lazy, as in the federated build; same loaders, React, CSS extraction and minifier.
import { join } from 'node:path';
import { createShellConfig } from '../../../tools/webpack/index.js';
import { repoRoot } from '../../../tools/webpack/common.js';

const stub = join(import.meta.dirname, 'runtime.js');

/**
 * @param {unknown} env
 * @param {{ mode?: import('../../../tools/webpack/common.js').Mode }} argv
 */
export default (env, argv) => {
  const shell = createShellConfig({ appDir: join(repoRoot, 'shell') }, env, { ...argv, mode: 'production' });
  return {
    ...shell,
    output: {
      ...shell.output,
      path: process.env.MONOLITH_DIST ?? join(repoRoot, 'node_modules/.cache/monolith'),
    },
    resolve: {
      ...shell.resolve,
      alias: {
        ...('alias' in shell.resolve ? shell.resolve.alias : {}),
        '@module-federation/enhanced/runtime$': stub,
        '@module-federation/retry-plugin$': stub,
      },
    },
    plugins: shell.plugins.filter((plugin) => plugin.constructor.name !== 'ModuleFederationPlugin'),
  };
};
