// pnpm campaign:publish FILE | campaign:rollback [VERSION] | campaign:current [--out FOLDER] | campaign:prune [--keep N]
// Marketing's cards without a build: the same DEPLOY_DIR as `pnpm start` and deploys.
import {
  CampaignError,
  currentCampaign,
  exportCampaign,
  liveCampaignIsReadable,
  pruneCampaignVersions,
  publishCampaign,
  rollbackCampaign,
} from '../api/src/campanas/publicar';
import { deployDir } from './lib/workspace.mjs';

const [command, ...args] = process.argv.slice(2);
const target = deployDir();

try {
  if (command === 'publish' && args[0]) {
    const started = performance.now();
    const { version, changed, bytes } = await publishCampaign(args[0], target);
    const ms = Math.round(performance.now() - started);
    console.log(
      changed
        ? `Campaña ${version} publicada en ${ms} ms (${bytes} bytes); se ve en la próxima carga de página`
        : `La campaña ${version} ya está publicada (sin cambios)`,
    );
  } else if (command === 'publish-initial' && args[0]) {
    // `pnpm start`: the first campaign goes live once, or again when the live one no longer reads.
    if (!liveCampaignIsReadable(target)) {
      const { version } = await publishCampaign(args[0], target);
      console.log(`Campaña inicial ${version} publicada (no había ninguna legible)`);
    }
  } else if (command === 'prune') {
    const keep = args[0] === '--keep' ? Number(args[1]) : 3;
    if (!Number.isInteger(keep) || keep < 0) {
      console.error('Uso: pnpm campaign:prune [--keep N] (N ≥ 0 versiones antes de la publicada)');
      process.exit(2);
    }
    const removed = await pruneCampaignVersions(target, { keep });
    console.log(removed.length ? `Versiones borradas: ${removed.join(', ')}` : 'No hay nada que borrar.');
  } else if (command === 'rollback') {
    const { from, to } = await rollbackCampaign(target, args[0]);
    console.log(`Campaña: ${from ?? '(ninguna)'} → ${to}`);
  } else if (command === 'current') {
    const out = args[0] === '--out' ? args[1] : undefined;
    if (args[0] === '--out' && !out) {
      console.error('Falta la carpeta: campaign:current --out CARPETA');
      process.exit(2);
    }
    const published = out ? exportCampaign(target, out) : currentCampaign(target);
    if (out) console.log(`Campaña ${published.version} escrita en ${out} (campana.json e imágenes)`);
    else console.log(JSON.stringify(published.campaign, null, 2));
  } else {
    console.error(
      'Uso: pnpm campaign:publish FICHERO | pnpm campaign:rollback [VERSIÓN] | pnpm campaign:current [--out CARPETA] | pnpm campaign:prune [--keep N]',
    );
    process.exit(2);
  }
} catch (error) {
  if (!(error instanceof CampaignError)) throw error;
  console.error(`No ha cambiado nada:\n${error.message}`);
  process.exit(1);
}
