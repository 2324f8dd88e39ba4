import { satisfy } from '@module-federation/runtime-core';
import * as v from 'valibot';

/**
 * The documents between the shell and the remotes, deployed separately: each remote's `routes.json`
 * and `contract.json`, the shell's `contract.json`, and `remotes.json`, which every remote deploy
 * rewrites. The shell, the API (preload hints, page skeleton) and the deploy scripts all read them
 * here. `satisfy` is the federation runtime's own: a range means here what it means to the runtime.
 */

/** A Module Federation container name: a JS identifier (`remote_offers`). */
const RemoteNameSchema = v.pipe(v.string(), v.regex(/^[A-Za-z_$][\w$]*$/, 'is not a JS identifier'));

const LAYOUTS = ['access', 'main'] as const;

const LegacyRouteSchema = v.object({
  /** react-router pattern relative to the app base: static segments, `:param`, `*`. */
  path: v.pipe(v.string(), v.regex(/^(?!\/)[\w:*/-]+$/, 'is not a route pattern relative to the app base')),
  /** Screen name the remote's `screens` map renders. */
  screen: v.pipe(v.string(), v.minLength(1)),
  public: v.optional(v.boolean(), false),
  /** The frame: 'access' (bare, as login) or 'main' (header and side menu). */
  layout: v.optional(v.picklist(LAYOUTS)),
  /** The screen's main heading, painted by the page before any script. */
  heading: v.optional(v.pipe(v.string(), v.maxLength(120))),
});
export type DeployedRoute = v.InferOutput<typeof LegacyRouteSchema>;

/**
 * A route's frame. Builds that state their needs declare it (layoutsDeclared); only a remotes.json
 * entry from before contracts, which no shell serves any more, leaves it out.
 */
export const layoutOf = (route: DeployedRoute) => route.layout ?? (route.public ? 'access' : 'main');

/** A remote's `routes.json`, published with each of its versions. */
export const RoutesFileSchema = v.object({
  routes: v.array(v.object({ ...LegacyRouteSchema.entries, layout: v.picklist(LAYOUTS) })),
  /**
   * Whether the remote exposes `./menu` (the kernel's `RemoteMenu`): its side-menu entries. The shell
   * reads it from remotes.json, so it loads the menus there are and no other remote.
   */
  menu: v.optional(v.boolean(), false),
});
/** The routes.json of a version published before contracts. */
export const LegacyRoutesFileSchema = v.object({ routes: v.array(LegacyRouteSchema) });

const VersionSchema = v.pipe(v.string(), v.regex(/^\d+\.\d+\.\d+$/, 'is not a version (1.2.3)'));
const RangeSchema = v.pipe(v.string(), v.regex(/^\^?\d+\.\d+\.\d+$/, 'is not a range (^1.2.0 or 1.2.3)'));

/**
 * `contrato`: the hash of the API contract a build was compiled against, the one its release is kept
 * under (shared/contract-releases/<day>-<hash>.json), so the API must keep answering what it reads.
 * Builds from before builds recorded it state none.
 */
const ContractHashSchema = v.optional(
  v.pipe(v.string(), v.regex(/^[0-9a-f]{12}$/, 'is not a contract hash (12 hex digits)')),
);

/** A remote build's `contract.json`: the kernel and React it was built against, as ranges. */
export const RemoteNeedsSchema = v.object({
  kernel: RangeSchema,
  react: RangeSchema,
  contrato: ContractHashSchema,
});
export type RemoteNeeds = v.InferOutput<typeof RemoteNeedsSchema>;

/** The shell build's `contract.json`: the kernel and React versions it provides every remote. */
export const ShellProvidesSchema = v.object({
  kernel: VersionSchema,
  react: VersionSchema,
  contrato: ContractHashSchema,
});
export type ShellProvides = v.InferOutput<typeof ShellProvidesSchema>;

const BuildFields = {
  version: v.pipe(v.string(), v.regex(/^[\w.-]+$/)),
  /** URL of the remote's mf-manifest.json, absolute or relative to the page. */
  entry: v.pipe(v.string(), v.minLength(1)),
  /** What the build needs; absent in entries deployed before contracts (kernel 0.1.0). */
  needs: v.optional(RemoteNeedsSchema),
  routes: v.array(LegacyRouteSchema),
  /** The build exposes `./menu` (its routes.json says so); absent in entries deployed before menus. */
  menu: v.optional(v.boolean()),
};
/** A build that states its needs declares every route's layout. */
const layoutsDeclared = <T extends { needs?: RemoteNeeds | undefined; routes: DeployedRoute[] }>() =>
  v.check<T, string>(
    (entry) => !entry.needs || entry.routes.every((route) => route.layout),
    'states its needs, so every route must declare its layout',
  );

/** One published build of a remote as remotes.json points at it. */
export type BuildEntry = v.InferOutput<v.ObjectSchema<typeof BuildFields, undefined>>;

/**
 * A canary: another build of the remote, live for `percent` % of browsers (those whose bucket,
 * shared/src/contract/canary.ts, is below percent × 100) since `since`, which the analysis reads from.
 */
const CanaryObject = v.object({
  ...BuildFields,
  percent: v.pipe(v.number(), v.gtValue(0), v.ltValue(100)),
  since: v.pipe(v.string(), v.isoTimestamp()),
});
const CanarySchema = v.pipe(CanaryObject, layoutsDeclared<v.InferOutput<typeof CanaryObject>>());
export type CanaryEntry = v.InferOutput<typeof CanarySchema>;

/**
 * A remote's entry: its stable build and, while one is tried, a canary. Manifests written before
 * canaries have none and read as they did; shells from before canaries drop the key and load stable.
 */
const RemoteObject = v.object({ ...BuildFields, canary: v.optional(CanarySchema) });
const RemoteEntrySchema = v.pipe(RemoteObject, layoutsDeclared<v.InferOutput<typeof RemoteObject>>());
export type RemoteEntry = v.InferOutput<typeof RemoteEntrySchema>;

/** `remotes.json`, rewritten by every remote deploy. */
export const RemotesManifestSchema = v.object({ remotes: v.record(RemoteNameSchema, RemoteEntrySchema) });

/**
 * A remote deployed before contracts states no needs: it was built for kernel 0.1.0, which no shell
 * of kernel 2.x provides, so it is refused with that reason (its squad rebuilds it).
 */
const LEGACY_NEEDS: RemoteNeeds = { kernel: '^0.1.0', react: '^19.0.0' };
/**
 * Why a shell cannot serve a remote, or undefined when it can: each unmet need names the range the
 * remote was built for and the version the shell provides.
 */
export function unmetNeeds(needs: RemoteNeeds | undefined, shell: ShellProvides): string | undefined {
  const wanted = needs ?? LEGACY_NEEDS;
  const unmet = (['kernel', 'react'] as const)
    .filter((part) => !satisfy(shell[part], wanted[part]))
    .map((part) => `${part} ${wanted[part]} (the shell provides ${shell[part]})`);
  return unmet.length > 0 ? `needs ${unmet.join(' and ')}` : undefined;
}

/** remotes.json as the shell can use it: the entries that parse, and why each other one does not. */
export type ReadableManifest = { remotes: Record<string, RemoteEntry>; unreadable: Record<string, string> };

/**
 * Reads remotes.json entry by entry, so one hand-edited or half-migrated entry costs its own remote
 * only. Throws when the document itself is not a remotes.json.
 */
export function readRemotesManifest(json: unknown): ReadableManifest {
  const outer = v.parse(v.object({ remotes: v.record(v.string(), v.unknown()) }), json);
  const readable: ReadableManifest = { remotes: {}, unreadable: {} };
  for (const [name, entry] of Object.entries(outer.remotes)) {
    const validName = v.safeParse(RemoteNameSchema, name);
    const parsed = v.safeParse(RemoteEntrySchema, entry);
    if (!validName.success) readable.unreadable[name] = `name ${issuesText(validName.issues)}`;
    else if (!parsed.success) readable.unreadable[name] = issuesText(parsed.issues);
    else readable.remotes[name] = parsed.output;
  }
  return readable;
}

/** Valibot issues as one line: `routes.0.layout: Invalid type…`. */
const issuesText = (issues: readonly v.BaseIssue<unknown>[]): string =>
  issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'} ${issue.message}`).join('; ');

/** Parses a deployment document, throwing an error that names the file and what is wrong in it. */
export function parseDeployDocument<S extends v.GenericSchema>(schema: S, json: unknown, file: string) {
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) throw new Error(`${file} is not valid: ${issuesText(parsed.issues)}`);
  return parsed.output as v.InferOutput<S>;
}

export { chooseBuild, drawBucket, parseBucket } from './canary';

/**
 * The script the federation runtime loads for a remote: the `remoteEntry.js` next to the manifest
 * remotes.json names. Loading it straight away saves the manifest's round trip before every first
 * screen of a remote (the hosts are built with the runtime's snapshot code left out).
 */
export const containerEntry = (entry: string): string =>
  entry.replace(/mf-manifest\.json$/, 'remoteEntry.js');
