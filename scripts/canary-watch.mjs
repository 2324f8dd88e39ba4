// pnpm canary:watch <name>: what a deploy pipeline runs after `pnpm deploy:remote <name> --canary N`.
// Polls the real-user analysis of the remote's live canary, rolls it back as soon as it is worse than
// stable beyond the thresholds, promotes it after enough healthy page views; logs every decision with
// its figures. Exit code: 0 promoted, 1 rolled back (or an error), 3 timeout, 4 canary gone meanwhile.
import { parseArgs } from 'node:util';
import { THRESHOLD_FLAGS, thresholdsFrom } from './lib/canary-analysis.mjs';
import { rumBaseUrl, watchCanary } from './lib/canary-watch.mjs';
import { deployTarget } from './lib/deploy-targets/index.mjs';
import { findRemote } from './lib/workspace.mjs';

const EXIT = { promote: 0, rollback: 1, timeout: 3, gone: 4 };

/**
 * A positive number of seconds from a flag or a variable, else `fallback`.
 * @param {string | undefined} text
 * @param {string} name
 * @param {number} fallback
 */
function seconds(text, name, fallback) {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!(value > 0) || !Number.isFinite(value))
    throw new Error(`${name} must be a positive number of seconds, not "${text}"`);
  return value;
}

try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      interval: { type: 'string' },
      timeout: { type: 'string' },
      'on-timeout': { type: 'string' },
      ...Object.fromEntries(THRESHOLD_FLAGS.map((flag) => [flag, { type: 'string' }])),
    },
  });
  const [arg] = positionals;
  if (!arg) {
    console.error(
      `Usage: pnpm canary:watch <name> [--interval <s>] [--timeout <s>] [--on-timeout rollback|keep] [${THRESHOLD_FLAGS.map((f) => `--${f} <n>`).join(' ')}]`,
    );
    process.exit(2);
  }
  const env = process.env;
  const onTimeout = values['on-timeout'] ?? env.CANARY_ON_TIMEOUT ?? 'rollback';
  if (onTimeout !== 'rollback' && onTimeout !== 'keep') {
    throw new Error(`--on-timeout (CANARY_ON_TIMEOUT) is rollback or keep, not "${onTimeout}"`);
  }
  const remote = findRemote(arg);
  const stamp = (/** @type {string} */ line) =>
    console.log(`[canary:watch] ${new Date().toISOString()} ${line}`);
  const { outcome } = await watchCanary({
    name: remote.name,
    target: deployTarget(),
    baseUrl: rumBaseUrl(),
    thresholds: thresholdsFrom(/** @type {Record<string, string | undefined>} */ (values)),
    intervalMs:
      seconds(
        /** @type {string | undefined} */ (values.interval) ?? env.CANARY_INTERVAL,
        '--interval (CANARY_INTERVAL)',
        30,
      ) * 1000,
    timeoutMs:
      seconds(
        /** @type {string | undefined} */ (values.timeout) ?? env.CANARY_TIMEOUT,
        '--timeout (CANARY_TIMEOUT)',
        7200,
      ) * 1000,
    onTimeout,
    log: stamp,
  });
  process.exit(EXIT[outcome]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
