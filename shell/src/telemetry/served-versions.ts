import { servedVersions } from '../composition/canary';

/** Nothing in remotes.json for the remote (it has no routes then, so this is rare). */
const UNKNOWN_VERSION = 'desconocida';

/**
 * Which version of a remote this page loads: the remotes.json build the shell picked for this browser
 * (the canary's for a browser in its cohort, composition/canary.ts; a retry after a rollback updates
 * it). Every signal is tagged with it, so a canary's numbers never mix with the stable's.
 */
export const servedVersion = (remote: string): string => servedVersions()[remote]?.version ?? UNKNOWN_VERSION;
