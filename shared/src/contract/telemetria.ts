import * as v from 'valibot';
import { IsoDateTimeSchema } from './envelope';

/** Module Federation names of the remotes; the only labels the failure counter accepts. */
export const REMOTE_NAMES = [
  'remote_auth',
  'remote_portfolio',
  'remote_claims',
  'remote_receipts',
  'remote_offers',
] as const;

/** POST under /v1/ac, no session (a remote can fail before login): the shell could not load a remote. */
export const REMOTE_LOAD_FAILURE_PATH = '/telemetria/remote-no-disponible';

export const RemoteLoadFailureSchema = v.object({ remote: v.picklist(REMOTE_NAMES) });

/** POST under /v1/ac, no session: the shell's real-user signals, one batch per page hide. */
export const RUM_PATH = '/telemetria/rum';

/** The largest batch body the API reads (a full batch is about 9 KB). */
export const RUM_MAX_BODY_BYTES = 16 * 1024;

/** The Core Web Vitals the shell measures, with web-vitals' names. */
const RUM_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type RumMetric = (typeof RUM_METRICS)[number];

/** What failed: the remote's code did not load, or its screen threw inside the section's boundary. */
const RUM_FAILURES = ['carga', 'seccion'] as const;

/** Version strings as the deployment manifest writes them (shared/src/contract/deploy.ts). */
const RumVersionSchema = v.pipe(v.string(), v.regex(/^[\w.-]{1,40}$/, 'no es una versión'));

const PATTERN_SEGMENT = String.raw`(?:[A-Za-z_-]+|:[A-Za-z_]+|\*)`;
/**
 * A router pattern ('polizaAutos/:idPoliza'), never an address: letters, `:param` and `*` only, so
 * no id, NIF, email or query string can travel in it.
 */
const RoutePatternSchema = v.pipe(
  v.string(),
  v.maxLength(100),
  v.regex(new RegExp(`^${PATTERN_SEGMENT}(?:/${PATTERN_SEGMENT})*$`), 'no es un patrón de ruta'),
);

const served = { remote: v.picklist(REMOTE_NAMES), version: RumVersionSchema };

/** Milliseconds for LCP, INP and TTFB (up to ten minutes); a unitless score for CLS. */
const VITAL_MAX: Record<RumMetric, number> = { LCP: 600_000, INP: 600_000, TTFB: 600_000, CLS: 100 };

/** POST under /v1/ac, no session needed: the beacon a page load's batches carry (signed in when sent with a session). */
export const RUM_BALIZA_PATH = '/telemetria/baliza';

/** A beacon id as the API issues it: 16 random bytes, base64url. */
const BalizaIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22}$/, 'no es una baliza'));

/** The beacon and when it stops counting (ISO): the shell asks for another after that. */
export const BalizaSchema = v.object({ baliza: BalizaIdSchema, caduca: IsoDateTimeSchema });

/** The most batches one beacon sends (a page load sends one per LCP, per screen shown and per hide at most). */
export const RUM_MAX_BATCHES_PER_BEACON = 1000;

/**
 * A batch: strict objects, so a field the schema does not name (an IP, a token, a NIF, a URL) makes
 * the whole batch refused, and bounded arrays, so a batch stays small.
 */
export const RumBatchSchema = v.strictObject({
  /**
   * The page load's beacon and the batch's number within it: each batch counts once, so a replayed one
   * counts nothing. Optional in the schema only so that a page from before beacons still parses: the
   * API counts no batch without them.
   */
  baliza: v.optional(BalizaIdSchema),
  seq: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(RUM_MAX_BATCHES_PER_BEACON))),
  views: v.pipe(v.array(v.strictObject({ route: RoutePatternSchema, ...served })), v.maxLength(30)),
  failures: v.pipe(v.array(v.strictObject({ kind: v.picklist(RUM_FAILURES), ...served })), v.maxLength(30)),
  vitals: v.pipe(
    v.array(
      v.pipe(
        v.strictObject({
          metric: v.picklist(RUM_METRICS),
          value: v.pipe(v.number(), v.finite(), v.minValue(0)),
          ...served,
        }),
        v.check((vital) => vital.value <= VITAL_MAX[vital.metric], 'valor fuera de rango'),
      ),
    ),
    v.maxLength(40),
  ),
});
export type RumBatch = v.InferOutput<typeof RumBatchSchema>;
