import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * `errorLoadRemote` runtime plugin: logs which remote failed and at which step (manifest, entry,
 * module), then lets the error reach the caller, which shows the section fallback with a retry.
 * Returning nothing on purpose: a cached fallback module would hide the remote after it comes back.
 */
export function reportLoadFailures(): ModuleFederationRuntimePlugin {
  return {
    name: 'area-cliente-report-load-failures',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`[area-cliente] ${remote?.name ?? id} unavailable (${lifecycle}): ${message}`);
      return undefined;
    },
  };
}
