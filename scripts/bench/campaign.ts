// pnpm bench, campaigns: how long a publish takes and what the offers screens download for the
// campaign (the live pointer and the versioned document, as sent br / gzip / plain, and its images).
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { currentCampaign, publishCampaign } from '../../api/src/campanas/publicar';
import { repoRoot } from '../lib/workspace.mjs';

const RUNS = 10;
const deployDir = mkdtempSync(join(tmpdir(), 'campaign-bench-'));
try {
  const source = join(repoRoot, 'campaigns/inicial/campana.json');
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    rmSync(join(deployDir, 'campaigns'), { recursive: true, force: true });
    rmSync(join(deployDir, 'campaign.json'), { force: true });
    const started = performance.now();
    await publishCampaign(source, deployDir);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const started = performance.now();
  await publishCampaign(source, deployDir);
  const alreadyLive = performance.now() - started;
  const { version, imagenes } = currentCampaign(deployDir);
  const dir = join(deployDir, 'campaigns', version);
  const size = (file: string) => statSync(file).size;
  const doc = join(dir, 'campana.json');
  const pointer = size(join(deployDir, 'campaign.json'));
  const images = Object.values(imagenes).map((name) => size(join(dir, name)));
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    `publish (validate, hash, write, switch): median ${times[RUNS >> 1]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms over ${RUNS} runs; "already live" ${alreadyLive.toFixed(0)} ms`,
  );
  console.log(
    `on the wire per page load: pointer ${pointer} B (no-cache) + document ${kb(size(`${doc}.br`))} br / ${kb(size(`${doc}.gz`))} gzip / ${kb(readFileSync(doc).length)} plain (immutable, cached after the first load)`,
  );
  console.log(`images: ${images.length}, ${kb(images.reduce((a, b) => a + b, 0))} in all (immutable)`);
} finally {
  rmSync(deployDir, { recursive: true, force: true });
}
