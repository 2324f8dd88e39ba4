import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../next-task';

/**
 * Runtime plugin: a remote's loading goes on in a new task at each step after its remoteEntry.js has
 * run — before its container registers its shared modules, after it, and once its `./app` module is
 * evaluated. Chained as promises they were one task of 12–15 ms on a fast machine, so 50–60 on a
 * phone, in which /login could not answer a tap (docs/performance.md).
 */
export function loadInSteps(): ModuleFederationRuntimePlugin {
  return {
    name: 'area-cliente-load-in-steps',
    async beforeInitContainer(args) {
      await nextTask();
      return args;
    },
    async initContainer(args) {
      await nextTask();
      return args;
    },
    async onLoad() {
      await nextTask();
    },
  };
}
