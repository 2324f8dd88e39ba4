import * as v from 'valibot';
import type { CallSpec } from '../contract/call-spec';

// Imports nothing of the kernel: a test's `vi.mock('@area-cliente/shared', ...)` factory calls it while
// the kernel itself is being mocked.

type Kernel = typeof import('../index');
type Fake = (...args: unknown[]) => unknown;

/**
 * A fake of `api.call` whose answers go through the call's own data schema, as the real client's do:
 * a hand-typed answer the contract would refuse fails the test instead of feeding a screen data the
 * API never sends. The fake itself (a `vi.fn`) gets the same arguments.
 */
export function checkedCall(fake: Fake): (...args: unknown[]) => Promise<unknown> {
  return async (...args) => v.parse((args[0] as CallSpec).data, await fake(...args));
}

/**
 * The kernel of a screen test: the real one, with `api.call` answered by the test's fake through
 * checkedCall. `vi.mock` is hoisted above the imports, so the fake comes from `vi.hoisted` and the
 * factory imports this module itself (a static import is not initialised yet when the factory runs):
 *
 *   const shared = vi.hoisted(() => ({ call: vi.fn() }));
 *   vi.mock('@area-cliente/shared', async (original) =>
 *     (await import('@area-cliente/shared/testing/kernel')).mockKernelApi(original, shared.call),
 *   );
 */
export async function mockKernelApi(
  importOriginal: () => Promise<unknown>,
  call: Fake,
  overrides: Partial<Kernel> = {},
): Promise<Kernel> {
  const kernel = (await importOriginal()) as Kernel;
  return { ...kernel, api: { ...kernel.api, call: checkedCall(call) }, ...overrides } as Kernel;
}
