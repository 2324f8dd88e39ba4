import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellProvides } from '../tools/webpack/contract.js';
import type * as Compat from './lib/contract-compat';
import { type ContractRelease, currentHash, RELEASES_DIR } from './lib/contract-compat';
import { deployRemote } from './lib/deploy.mjs';
import { readJson } from './lib/files.mjs';
import { type Manifest, writeShellContract } from './lib/remotes-manifest.mjs';
import { buildRemoteOffers, remoteOffersWorkspace } from './lib/workspace-copy';
import { repoRoot } from './lib/workspace.mjs';

// A squad adds a feature to remote-offers, with a new API call, a domain rule, a component and a
// side-menu entry, in a temporary copy of the workspace whose run-time kernel is today's: the build
// bundles them all and deploys over today's live shell, which is not rebuilt. (kernel-contract.test.ts shows the other
// side: a run-time change the live shell lacks is refused.)

const PATH = '/v1/ac/ofertas/:idOferta/valoracion';
const TITLE = 'Valora esta oferta';
const RULE = 'Elige de 1 a 5 estrellas.';
const MENU_LABEL = 'Valoraciones';

let work: string;
let dist: string;
const shell = shellProvides(join(repoRoot, 'shell'));

/** The feature, as the squad writes it: contract module, call, rule, component, and the remote using them. */
function addFeature(copy: string) {
  const shared = (file: string) => join(copy, 'shared/src', file);
  writeFileSync(
    shared('contract/valoracion-oferta.ts'),
    "import * as v from 'valibot';\n" +
      'export const ValoracionOfertaRequestSchema = v.object({ estrellas: v.pipe(v.number(), v.integer()) });\n',
  );
  appendFileSync(shared('contract/index.ts'), "export * from './valoracion-oferta';\n");
  writeFileSync(
    shared('contract/valoracion-oferta.calls.ts'),
    "import { post } from './call-spec';\n" +
      "import { ValoracionOfertaRequestSchema } from './valoracion-oferta';\n" +
      `export const valoraOferta = /* @__PURE__ */ post('${PATH}', ValoracionOfertaRequestSchema);\n`,
  );
  appendFileSync(shared('contract/call-list.ts'), "export * from './valoracion-oferta.calls';\n");
  writeFileSync(
    shared('domain/valoracion.ts'),
    'export const errorEstrellas = (n: number) =>\n' +
      `  Number.isInteger(n) && n >= 1 && n <= 5 ? null : '${RULE}';\n`,
  );
  appendFileSync(shared('domain/index.ts'), "export * from './valoracion';\n");
  writeFileSync(
    shared('ui/estrellas.tsx'),
    `export const Estrellas = ({ onValora }: { onValora: (n: number) => void }) => (\n` +
      `  <fieldset><legend>${TITLE}</legend>{[1, 2, 3, 4, 5].map((n) => (\n` +
      '    <button key={n} type="button" onClick={() => onValora(n)}>{n}</button>\n  ))}</fieldset>\n);\n',
  );
  appendFileSync(shared('ui/index.ts'), "export * from './estrellas';\n");
  writeFileSync(
    join(copy, 'remote-offers/src/valoracion.tsx'),
    "import { api } from '@area-cliente/shared';\n" +
      "import { CALLS } from '@area-cliente/shared/contract';\n" +
      "import { errorEstrellas } from '@area-cliente/shared/domain';\n" +
      "import { Estrellas } from '@area-cliente/shared/ui';\n" +
      'export const Valoracion = ({ idOferta }: { idOferta: number }) => (\n' +
      '  <Estrellas onValora={(estrellas) => errorEstrellas(estrellas) === null ?\n' +
      '    void api.call(CALLS.valoraOferta, { params: { idOferta }, body: { estrellas } }) : alert(errorEstrellas(estrellas))} />\n);\n',
  );
  appendFileSync(join(copy, 'remote-offers/src/index.ts'), "export { Valoracion } from './valoracion';\n");
  // Its side-menu link, in the remote's own menu rule: no shell change puts it in the menu.
  const menu = join(copy, 'remote-offers/src/menu.ts');
  const entries = 'const ENTRIES: (MenuEntry & { section: Section })[] = [\n';
  const rule = readFileSync(menu, 'utf8');
  if (!rule.includes(entries)) throw new Error('remote-offers/src/menu.ts changed: update this test');
  writeFileSync(
    menu,
    rule.replace(
      entries,
      `${entries}  { label: '${MENU_LABEL}', path: '/valoraciones', position: MENU_SLOTS.beneficios + 5, section: 'ofertas' },\n`,
    ),
  );
}

let copy: string;

/** The squad's contract with its new call, as `pnpm contract:release` would keep it in its checkout. */
async function squadRelease(): Promise<ContractRelease> {
  const compat = (await import(join(copy, 'scripts/lib/contract-compat.ts'))) as typeof Compat;
  return compat.currentRelease(copy, ['remote-offers']);
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'ac-squad-alone-'));
  copy = remoteOffersWorkspace(work, shell.kernel);
  addFeature(copy);
  dist = buildRemoteOffers(copy);
}, 300_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every script of a folder, read as one text. */
const scripts = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');

describe('a feature with its own API call, rule and component', () => {
  it('needs only the kernel the live shell already provides, and records its new API contract', async () => {
    expect(readJson(join(dist, 'contract.json'))).toEqual({
      kernel: `^${shell.kernel}`,
      react: shell.react,
      contrato: (await squadRelease()).hash,
    });
    expect((await squadRelease()).hash).not.toBe(await currentHash());
  });

  it('travels inside the remote: the call, its schema, the rule and the component are in its build', () => {
    const code = scripts(dist);
    // Not toContain: a failure would print every script of the build.
    expect(code.includes(`"${PATH}"`), 'the call').toBe(true);
    expect(code.includes(RULE), 'the rule').toBe(true);
    expect(code.includes(TITLE), 'the component').toBe(true);
  });

  it('brings its side-menu entry in the ./menu module the shell loads', () => {
    const { exposes } = readJson(join(dist, 'mf-manifest.json')) as {
      exposes: { path: string; assets: { js: { sync: string[] } } }[];
    };
    const menu = exposes.find((e) => e.path === './menu');
    const code = (menu?.assets.js.sync ?? []).map((f) => readFileSync(join(dist, f), 'utf8')).join('\n');
    expect(code.includes(MENU_LABEL)).toBe(true);
  });

  it('deploys with pnpm deploy:remote over the unchanged live shell once its contract is released, and its files are served from there', async () => {
    const deployDir = join(work, 'deploy');
    await writeShellContract(deployDir, shell);
    const { hash } = await squadRelease();
    await expect(
      deployRemote({ name: 'remote_offers', dist }, deployDir, { releasedIn: copy }),
    ).rejects.toThrow(`remote_offers was built against API contract ${hash}, which was never released`);
    // What `pnpm contract:release` keeps, in the squad's checkout.
    writeFileSync(join(copy, RELEASES_DIR, `2026-11-30-${hash}.json`), JSON.stringify(await squadRelease()));
    const { version } = await deployRemote({ name: 'remote_offers', dist }, deployDir, { releasedIn: copy });
    const entry = (readJson(join(deployDir, 'remotes.json')) as Manifest).remotes.remote_offers;
    // menu: the shell asks this remote for its entries, the new one among them.
    expect(entry).toMatchObject({ version, needs: { kernel: `^${shell.kernel}` }, menu: true });
    expect(scripts(join(deployDir, 'remotes/remote_offers', version)).includes(TITLE)).toBe(true);
  });
});
