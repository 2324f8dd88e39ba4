import type { Sesion } from '@area-cliente/shared/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AVISO_ANTES_MS, watchSession, type Aviso } from './session-watch';

const MIN = 60_000;

/** A fake API session: idle limit 15 min, absolute 8 h, both counted in the fake clock. */
function fakeApi() {
  const start = Date.now();
  let lastSeen = start;
  let revoked = false;
  const left = (): Sesion => {
    const now = Date.now();
    const end = start + 8 * 60 * MIN;
    const idleEnd = Math.min(lastSeen + 15 * MIN, end);
    if (revoked || idleEnd <= now) throw new Error('1200');
    return {
      caducaEnSegundos: Math.floor((idleEnd - now) / 1000),
      terminaEnSegundos: Math.floor((end - now) / 1000),
    };
  };
  const look = vi.fn(() => Promise.resolve().then(left));
  const keepAlive = vi.fn(() =>
    Promise.resolve().then(() => {
      left();
      lastSeen = Date.now();
      return left();
    }),
  );
  return {
    look,
    keepAlive,
    /** Another tab of the same session, or a screen's own call, reached the API. */
    touch: () => (lastSeen = Date.now()),
    revoke: () => (revoked = true),
  };
}

describe('watchSession', () => {
  let avisos: (Aviso | null)[];
  const onAviso = (a: Aviso | null) => avisos.push(a);
  const lastAviso = () => avisos[avisos.length - 1] ?? null;
  const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

  beforeEach(() => {
    vi.useFakeTimers();
    avisos = [];
  });
  afterEach(() => vi.useRealTimers());

  it('warns a minute before the idle end, with the end the API confirmed', async () => {
    const api = fakeApi();
    const watch = watchSession({ ...api, onAviso });
    await advance(14 * MIN - 1);
    expect(avisos).toEqual([]);
    await advance(1);
    expect(lastAviso()).toEqual({ terminaEn: Date.now() + AVISO_ANTES_MS, prorrogable: true });
    // Looked at twice, never kept alive: looking is not activity.
    expect(api.keepAlive).not.toHaveBeenCalled();
    expect(api.look).toHaveBeenCalledTimes(2);
    watch.stop();
  });

  it("'Seguir conectado' extends the session and hides the warning", async () => {
    const api = fakeApi();
    const watch = watchSession({ ...api, onAviso });
    await advance(14 * MIN + 30_000);
    expect(lastAviso()).not.toBeNull();
    await watch.stayConnected();
    expect(api.keepAlive).toHaveBeenCalledTimes(1);
    expect(lastAviso()).toBeNull();
    // The next warning comes 14 minutes after the keep-alive.
    await advance(14 * MIN - 1);
    expect(lastAviso()).toBeNull();
    await advance(1);
    expect(lastAviso()).not.toBeNull();
    watch.stop();
  });

  it('does not warn when something else kept the session alive meanwhile', async () => {
    const api = fakeApi();
    const watch = watchSession({ ...api, onAviso });
    await advance(10 * MIN);
    api.touch();
    await advance(4 * MIN);
    // The check a minute before the old end found 11 minutes left: no warning, a later check.
    expect(avisos).toEqual([]);
    await advance(10 * MIN);
    expect(lastAviso()).not.toBeNull();
    watch.stop();
  });

  it('key and pointer presses reach the API at most once a minute, and not while warning', async () => {
    const api = fakeApi();
    const watch = watchSession({ ...api, onAviso });
    await advance(30_000);
    watch.activity();
    expect(api.keepAlive).not.toHaveBeenCalled();
    await advance(30_000);
    watch.activity();
    watch.activity();
    await advance(0);
    expect(api.keepAlive).toHaveBeenCalledTimes(1);
    await advance(15 * MIN);
    expect(lastAviso()).not.toBeNull();
    watch.activity();
    await advance(0);
    expect(api.keepAlive).toHaveBeenCalledTimes(1);
    watch.stop();
  });

  it('asks once more at the end; the expired answer is left to the kernel', async () => {
    const api = fakeApi();
    const watch = watchSession({ ...api, onAviso });
    await advance(15 * MIN + 1000);
    expect(api.look).toHaveBeenCalledTimes(3);
    await expect(api.look.mock.results[2]?.value).rejects.toThrow('1200');
    watch.stop();
    expect(lastAviso()).toBeNull();
  });

  it('checks on a screen change or a return to the tab, at most every 15 s', async () => {
    const api = fakeApi();
    const watch = watchSession({ ...api, onAviso });
    await advance(10_000);
    watch.verify();
    expect(api.look).toHaveBeenCalledTimes(1);
    await advance(5_000);
    api.revoke();
    watch.verify();
    await advance(0);
    // Within a minute of the last keep-alive: a look; it finds the session closed (1200).
    expect(api.look).toHaveBeenCalledTimes(2);
    await expect(api.look.mock.results[1]?.value).rejects.toThrow('1200');
    watch.stop();
  });

  it('a session at its absolute limit warns without the choice to extend it', async () => {
    const api = fakeApi();
    const watch = watchSession({ ...api, onAviso });
    for (let i = 0; i < 47; i++) {
      await advance(10 * MIN);
      await watch.stayConnected();
    }
    await advance(9 * MIN);
    expect(lastAviso()).toMatchObject({ prorrogable: false });
    watch.stop();
  });
});
