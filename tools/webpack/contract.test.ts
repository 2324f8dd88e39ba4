import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentRelease } from '../../scripts/lib/contract-compat';
import { readJson } from '../../scripts/lib/files.mjs';
import { REMOTES, repoRoot, SHELL } from '../../scripts/lib/workspace.mjs';
import { ContractPlugin, contractHash } from './contract.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ac-contract-plugin-'));
  writeFileSync(join(dir, 'entry.js'), 'export default 1;\n');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A one-off build of a one-line entry with the plugin, as `webpack --mode production` runs it. */
function build(contract: { kernel: string; react: string }) {
  const compiler = webpack({
    mode: 'none',
    context: dir,
    entry: './entry.js',
    output: { path: join(dir, 'dist') },
    plugins: [new ContractPlugin(contract)],
  });
  return new Promise<unknown>((resolve, reject) =>
    compiler.run((error, stats) =>
      compiler.close(() =>
        error || stats?.hasErrors()
          ? reject(error ?? new Error(stats?.toString()))
          : resolve(readJson(join(dir, 'dist/contract.json'))),
      ),
    ),
  );
}

describe("a build's contract.json", () => {
  it("records the hash pnpm contract:release keeps today's contract under", async () => {
    const release = await currentRelease(
      repoRoot,
      [SHELL, ...REMOTES].map((a) => a.dir),
    );
    expect(await contractHash()).toBe(release.hash);
    expect(await build({ kernel: '^3.1.0', react: '19.3.1' })).toEqual({
      kernel: '^3.1.0',
      react: '19.3.1',
      contrato: release.hash,
    });
  });
});
