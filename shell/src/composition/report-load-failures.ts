import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { API_BASE } from '@area-cliente/shared';
import { REMOTE_LOAD_FAILURE_PATH, REMOTE_NAMES } from '@area-cliente/shared/contract';
import { recordFailure } from '../telemetry/rum-queue';

const isKnownRemote = (name: string): name is (typeof REMOTE_NAMES)[number] =>
  (REMOTE_NAMES as readonly string[]).includes(name);

/**
 * Counts the failure on the server's metrics; a beacon, so it survives the page being left. It also
 * goes in the real-user batch, tagged with the remote's version, for the canary analysis.
 */
export function countRemoteFailure(remote: string): void {
  recordFailure('carga', remote);
  if (!isKnownRemote(remote) || typeof navigator.sendBeacon !== 'function') return;
  const body = new Blob([JSON.stringify({ remote })], { type: 'application/json' });
  navigator.sendBeacon(`${API_BASE}/v1/ac${REMOTE_LOAD_FAILURE_PATH}`, body);
}

/**
 * `errorLoadRemote` runtime plugin: logs which remote failed and at which step (manifest, entry,
 * module) and reports it to the API's metrics, then lets the error reach the caller, which shows the section fallback with a retry.
 * Returning nothing on purpose: a cached fallback module would hide the remote after it comes back.
 */
export function reportLoadFailures(): ModuleFederationRuntimePlugin {
  return {
    name: 'area-cliente-report-load-failures',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`[area-cliente] ${remote?.name ?? id} unavailable (${lifecycle}): ${message}`);
      countRemoteFailure(remote?.name ?? id);
      return undefined;
    },
  };
}
