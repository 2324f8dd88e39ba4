// pnpm canary:status <name>: the remote's stable version against its live canary, side by side, on
// the real-user figures since the canary went live (GET /rum/remotes/:remote on the API's metrics
// server: CANARY_RUM_URL, or METRICS_HOST and METRICS_PORT), with the verdict canary:watch would act on.
import { parseArgs } from 'node:util';
import { sideBySide, THRESHOLD_FLAGS, thresholdsFrom } from './lib/canary-analysis.mjs';
import { analyseCanary, rumBaseUrl } from './lib/canary-watch.mjs';
import { deployTarget } from './lib/deploy-targets/index.mjs';
import { findRemote } from './lib/workspace.mjs';

try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: Object.fromEntries(THRESHOLD_FLAGS.map((flag) => [flag, { type: 'string' }])),
  });
  const [arg] = positionals;
  if (!arg) {
    console.error(`Usage: pnpm canary:status <name> [${THRESHOLD_FLAGS.map((f) => `--${f} <n>`).join(' ')}]`);
    process.exit(2);
  }
  const remote = findRemote(arg);
  const found = await analyseCanary(
    deployTarget(),
    remote.name,
    rumBaseUrl(),
    thresholdsFrom(/** @type {Record<string, string | undefined>} */ (values)),
  );
  if (!found) {
    console.log(`${remote.name} has no canary live`);
  } else {
    const { canary, stable, contracts, analysis } = found;
    console.log(
      `${remote.name}\n${sideBySide(analysis, { stable, canary: canary.version, percent: canary.percent, since: canary.since, contracts })}`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
