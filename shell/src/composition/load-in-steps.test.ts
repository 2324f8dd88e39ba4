import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadInSteps } from './load-in-steps';

describe('loadInSteps', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it.each(['beforeInitContainer', 'initContainer', 'onLoad'] as const)(
    '%s goes on only in a later task, with what it was given',
    async (name) => {
      const hook = loadInSteps()[name] as unknown as (args: object) => Promise<unknown>;
      const args = { id: 'remote_auth/app' };
      const result = hook(args);
      let settled = false;
      void result.then(() => (settled = true));
      await Promise.resolve();
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.runAllTimersAsync();
      expect(settled).toBe(true);
      expect(await result).toBe(name === 'onLoad' ? undefined : args);
    },
  );
});
