import { BUCKETS, chooseBuild, drawBucket, inCanary, parseBucket } from './canary';

const stable = {
  version: '20261126-010000-aaaaaaaa',
  entry: '/area-cliente/remotes/remote_offers/20261126-010000-aaaaaaaa/mf-manifest.json',
  routes: [{ path: 'ofertas', screen: 'ofertas', public: false }],
};
const canary = {
  version: '20261126-020000-bbbbbbbb',
  entry: '/area-cliente/remotes/remote_offers/20261126-020000-bbbbbbbb/mf-manifest.json',
  routes: [{ path: 'ofertas', screen: 'ofertas', public: false }],
  percent: 10,
  since: '2026-11-26T02:00:00.000Z',
};

describe('canary buckets', () => {
  it.each([1, 5, 10, 25, 50, 90])(
    'puts %i %% of 10,000 random browsers in the canary, within ±3 %%',
    (percent) => {
      const buckets = Array.from({ length: 10_000 }, () =>
        drawBucket(() => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32),
      );
      const share = (buckets.filter((b) => inCanary(b, percent)).length / buckets.length) * 100;
      expect(Math.abs(share - percent)).toBeLessThanOrEqual(3);
    },
  );

  it('gives every bucket exactly its share: percent × 100 of the 10,000', () => {
    const all = Array.from({ length: BUCKETS }, (_, b) => b);
    expect(all.filter((b) => inCanary(b, 50)).length).toBe(5000);
    expect(all.filter((b) => inCanary(b, 0.5)).length).toBe(50);
    expect(inCanary(4999, 50)).toBe(true);
    expect(inCanary(5000, 50)).toBe(false);
  });

  it('draws buckets in range even from the edges of the random source', () => {
    expect(drawBucket(() => 0)).toBe(0);
    expect(drawBucket(() => 0.999999999)).toBe(BUCKETS - 1);
  });

  it('reads back only a stored bucket, never an edited or out-of-range one', () => {
    expect(parseBucket('0')).toBe(0);
    expect(parseBucket('9999')).toBe(9999);
    for (const text of [null, undefined, '', '10000', '-1', '12.5', 'abc', ' 12']) {
      expect(parseBucket(text)).toBeUndefined();
    }
  });
});

describe('the build a browser loads', () => {
  it('is the canary for its cohort and the stable build for everyone else', () => {
    expect(chooseBuild({ ...stable, canary }, 999)).toEqual({
      ...stable,
      routes: canary.routes,
      version: canary.version,
      entry: canary.entry,
      cohort: 'canary',
    });
    expect(chooseBuild({ ...stable, canary }, 1000)).toEqual({ ...stable, cohort: 'stable' });
  });

  it('is the stable build when no canary is live', () => {
    expect(chooseBuild(stable, 0)).toEqual({ ...stable, cohort: 'stable' });
  });
});
