import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './lib/workspace.mjs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

// The image installs dependencies from the manifests alone, before the sources are copied: a workspace
// package or a dependency patch missing there fails `pnpm install --frozen-lockfile` in the build.
describe('deploy/Dockerfile', () => {
  const dockerfile = read('deploy/Dockerfile');
  const workspace = read('pnpm-workspace.yaml');
  const beforeInstall = dockerfile.slice(0, dockerfile.indexOf('RUN pnpm install'));

  it("copies every workspace package's manifest before installing", () => {
    const list = /^packages:\n((?: {2}- \S+\n)+)/m.exec(workspace)?.[1] ?? '';
    const packages = [...list.matchAll(/- (\S+)/g)].map((match) => match[1]);
    expect(packages.length).toBeGreaterThan(5);
    for (const name of packages) expect(beforeInstall).toContain(`COPY ${name}/package.json ${name}/`);
  });

  it('copies the dependency patches pnpm applies while installing', () => {
    const patches = [...workspace.matchAll(/^ {2}\S+: (patches\/\S+)$/gm)];
    expect(patches.length).toBeGreaterThan(0);
    expect(beforeInstall).toContain('COPY patches/ patches/');
  });
});
