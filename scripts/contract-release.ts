// pnpm contract:release — keeps the contract as the sources stand (shared/contract-releases/), so that
// `pnpm test` checks every later API answer against what the remotes built with it can read. Run it
// when the contract changes (the test says so); nothing is written when this contract is already kept.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { currentRelease, keptReleases, RELEASES_DIR, roturas } from './lib/contract-compat';
import { madridDay } from '../shared/src/domain/date';
import { REMOTES, repoRoot, SHELL } from './lib/workspace.mjs';

const APPS = [SHELL, ...REMOTES].map((a) => a.dir);

const hoy = await currentRelease(repoRoot, APPS);
const kept = keptReleases(repoRoot);
const ya = kept.find((k) => k.release.hash === hoy.hash);
if (ya) {
  console.log(`contract:release: this contract is already kept as ${RELEASES_DIR}/${ya.nombre}`);
  process.exit(0);
}
const rotas = kept.flatMap((k) => roturas(k.nombre, k.release, hoy));
if (rotas.length) {
  console.error("contract:release refused: today's answers break builds of a kept contract.");
  for (const r of rotas)
    console.error(`  ${r.release} ${r.call} (${r.apps.join(', ')}): ${r.problemas.join('; ')}`);
  process.exit(1);
}
const nombre = `${madridDay(new Date())}-${hoy.hash}.json`;
mkdirSync(join(repoRoot, RELEASES_DIR), { recursive: true });
writeFileSync(join(repoRoot, RELEASES_DIR, nombre), `${JSON.stringify(hoy)}\n`);
console.log(`contract:release: kept ${RELEASES_DIR}/${nombre}`);
