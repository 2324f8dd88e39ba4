import { expect, it, vi } from 'vitest';

// patches/@module-federation__runtime-core@2.9.2.patch: the runtime registers the devtools'
// constructor without asking localStorage whether debugging is on, which made the page's first
// storage read (milliseconds on a cold profile) part of the shell's first task.
it('loads the federation runtime without reading storage', async () => {
  const getItem = vi.spyOn(Storage.prototype, 'getItem');
  await import('@module-federation/enhanced/runtime');
  expect(getItem).not.toHaveBeenCalled();
  expect(
    (globalThis as { __FEDERATION__?: { __DEBUG_CONSTRUCTOR__?: unknown } }).__FEDERATION__
      ?.__DEBUG_CONSTRUCTOR__,
  ).toBeTypeOf('function');
  getItem.mockRestore();
});
