import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/workspace.mjs';

// The import rules of eslint.config.js (ARCHITECTURE.md), each shown failing on a wrong import. The
// code is linted as if it were the named file, so real neighbours on disk close the cycles.
const eslint = new ESLint({ cwd: repoRoot });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

// The first lint loads the config, the TypeScript parser and the resolver: seconds on a busy machine.
describe('import rules', { timeout: 60_000 }, () => {
  it('refuse a cycle', async () => {
    // recibos.ts imports date.ts: date.ts importing it back closes the loop.
    const code = "import { isReciboVencido } from './recibos';\nexport const vencido = isReciboVencido;\n";
    expect(await problems('shared/src/domain/date.ts', code)).toContain('import-x/no-cycle');
  });

  it('keep domain free of the rest of shared and of any package but valibot', async () => {
    expect(
      await problems('shared/src/domain/x.ts', "export { MENSAJES } from '../forms/messages';\n"),
    ).toContain('import-x/no-restricted-paths');
    expect(await problems('shared/src/domain/x.ts', "export { atom } from 'jotai';\n")).toContain(
      'no-restricted-imports',
    );
    expect(await problems('shared/src/domain/x.ts', "export { pipe } from 'valibot';\n")).toEqual([]);
  });

  it('let contract import domain and nothing else of shared', async () => {
    expect(await problems('shared/src/contract/x.ts', "export { IdSchema } from '../domain/ids';\n")).toEqual(
      [],
    );
    expect(await problems('shared/src/contract/x.ts', "export { bus } from '../events';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('let the API import shared/contract and shared/domain only', async () => {
    const ok =
      "export { CALLS } from '@area-cliente/shared/contract';\nexport { formatDate } from '@area-cliente/shared/domain';\n";
    expect(await problems('api/src/x.ts', ok)).toEqual([]);
    expect(await problems('api/src/x.ts', "export { MENSAJES } from '@area-cliente/shared';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('let an API route call services, never a repository', async () => {
    const route = 'api/src/routes/x.ts';
    expect(await problems(route, "export { findRecibo } from '../repositories/recibos';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await problems(route, "export { recibosService } from '../services/recibos';\n")).toEqual([]);
  });

  it('keep a remote out of another remote', async () => {
    const code = "export { default } from '../../remote-auth/src/index';\n";
    expect(await problems('remote-claims/src/x.ts', code)).toContain('no-restricted-imports');
  });
});
