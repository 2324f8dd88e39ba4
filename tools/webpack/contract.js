import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { requiredVersion, workspaceVersion } from './shared-singletons.js';

/**
 * The contract a build states in `contract.json` (schemas in shared/src/contract/deploy.ts): a remote
 * needs the kernel and React ranges its federation config requires; the shell provides the versions
 * it bundles. Deploys compare the two before a remote or a shell goes live.
 * @param {string} appDir
 */
export function remoteNeeds(appDir) {
  return { kernel: requiredVersion(appDir, '@area-cliente/shared'), react: requiredVersion(appDir, 'react') };
}

/**
 * The React a shell bundles is the one installed for it (a pnpm link in its node_modules).
 * @param {string} appDir
 * @returns {{ kernel: string, react: string }}
 */
export function shellProvides(appDir) {
  const react = JSON.parse(readFileSync(join(appDir, 'node_modules/react/package.json'), 'utf8'));
  return { kernel: workspaceVersion('@area-cliente/shared'), react: react.version };
}

/** Emits `contract.json` next to the build's entry files. */
export class ContractPlugin {
  /** @param {{ kernel: string, react: string }} contract */
  constructor(contract) {
    this.contract = contract;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ContractPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () =>
          compilation.emitAsset('contract.json', new sources.RawSource(`${JSON.stringify(this.contract)}\n`)),
      );
    });
  }
}
