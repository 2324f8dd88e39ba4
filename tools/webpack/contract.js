import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { requiredVersion, workspaceVersion } from './shared-singletons.js';

/**
 * The contract a build states in `contract.json` (schemas in shared/src/contract/deploy.ts): a remote
 * needs the kernel and React ranges its federation config requires; the shell provides the versions
 * it bundles. Both record the API contract they were compiled against (`contrato`). Deploys compare
 * the two before a remote or a shell goes live, and refuse a contract never released.
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

/**
 * The hash of the API contract the sources state, by the rule `pnpm contract:release` names releases
 * with (scripts/lib/contract-compat.ts, TypeScript: loaded through tsx, in this process).
 * @returns {Promise<string>}
 */
export async function contractHash() {
  /** @type {typeof import('../../scripts/lib/contract-compat.ts')} */
  const compat = await tsImport('../../scripts/lib/contract-compat.ts', import.meta.url);
  return compat.currentHash();
}

/**
 * Emits `contract.json` next to the build's entry files. A one-off build (`webpack`, what deploys
 * publish) records the API contract's hash, worked out while webpack compiles; a dev server's
 * rebuilds do not, they are never deployed.
 */
export class ContractPlugin {
  /** @param {{ kernel: string, react: string }} contract */
  constructor(contract) {
    this.contract = contract;
    /** @type {Promise<string> | undefined} */
    this.contrato = undefined;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.run.tap('ContractPlugin', () => {
      this.contrato = contractHash();
      // Its failure fails the build where it is awaited, not the process before that.
      this.contrato.catch(() => {});
    });
    compiler.hooks.thisCompilation.tap('ContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'ContractPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const contrato = await this.contrato;
          const contract = { ...this.contract, ...(contrato && { contrato }) };
          compilation.emitAsset('contract.json', new sources.RawSource(`${JSON.stringify(contract)}\n`));
        },
      );
    });
  }
}
