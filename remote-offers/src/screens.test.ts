import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllGlobals());

describe('the card screens', () => {
  it("downloading a card screen's code ahead also starts reading the live campaign", async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 503 }));
    vi.stubGlobal('fetch', fetch);
    vi.resetModules();
    const { screens } = await import('./screens');

    await screens.inicio?.preload?.();

    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith('/area-cliente/campaign.json', { cache: 'no-cache' }),
    );
  });
});
