import * as v from 'valibot';

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
