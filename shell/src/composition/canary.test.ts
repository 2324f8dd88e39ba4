import {
  BUCKET_KEY,
  browserBucket,
  buildAfterCanaryChange,
  buildsForThisBrowser,
  servedVersions,
} from './canary';

const build = (version: string) => ({
  version,
  entry: `/area-cliente/remotes/remote_offers/${version}/mf-manifest.json`,
  routes: [{ path: 'ofertas', screen: 'ofertas', public: false }],
});
const remotes = {
  remote_offers: {
    ...build('1.0.0'),
    canary: { ...build('2.0.0'), percent: 50, since: '2026-11-26T01:00:00.000Z' },
  },
  remote_auth: build('3.0.0'),
};

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the canary cohort of this browser', () => {
  it('draws a bucket once and keeps it in localStorage', () => {
    const first = browserBucket();
    expect(localStorage.getItem(BUCKET_KEY)).toBe(String(first));
    expect(browserBucket()).toBe(first);
  });

  it('keeps a bucket set before (as the topology test does) and replaces an edited one', () => {
    localStorage.setItem(BUCKET_KEY, '42');
    expect(browserBucket()).toBe(42);
    localStorage.setItem(BUCKET_KEY, 'nope');
    const drawn = browserBucket();
    expect(drawn).toBeGreaterThanOrEqual(0);
    expect(localStorage.getItem(BUCKET_KEY)).toBe(String(drawn));
  });

  it('is neither read nor stored while no remote has a canary, and drawn when one has', () => {
    const read = vi.spyOn(Storage.prototype, 'getItem');
    const { remote_offers: _canaried, ...noCanary } = remotes;
    buildsForThisBrowser(noCanary, () => true);
    expect(read).not.toHaveBeenCalled();
    expect(localStorage.getItem(BUCKET_KEY)).toBeNull();
    buildsForThisBrowser(remotes, () => true);
    expect(localStorage.getItem(BUCKET_KEY)).toMatch(/^\d{1,4}$/);
  });

  it('falls back to a cookie, then to memory, where storage throws (Safari private mode)', () => {
    const broken = {
      localStorage: {
        getItem: () => {
          throw new DOMException('denied', 'SecurityError');
        },
      },
      // A document.cookie that keeps what was written, as a browser at /area-cliente/ would.
      document: { cookie: '' },
    } as unknown as Window;
    const bucket = browserBucket(broken);
    expect(broken.document.cookie).toMatch(new RegExp(`^ac_canary_bucket=${bucket}; path=/area-cliente/`));
    expect(browserBucket(broken)).toBe(bucket);
    const noCookies = { ...broken, document: {} } as unknown as Window;
    expect(browserBucket(noCookies)).toBe(browserBucket(noCookies));
  });
});

describe('the builds this browser loads', () => {
  it('loads the canary in its cohort, stable elsewhere, and tells which version each remote is on', () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(
      buildsForThisBrowser(
        remotes,
        () => true,
        () => 4999,
      ).remote_offers,
    ).toEqual(build('2.0.0'));
    expect(servedVersions()).toEqual({
      remote_offers: { version: '2.0.0', cohort: 'canary' },
      remote_auth: { version: '3.0.0', cohort: 'stable' },
    });
    expect(console.info).toHaveBeenCalledWith('[area-cliente] canary: remote_offers 2.0.0');
    expect(
      buildsForThisBrowser(
        remotes,
        () => true,
        () => 5000,
      ).remote_offers,
    ).toEqual(build('1.0.0'));
    expect(servedVersions().remote_offers).toEqual({ version: '1.0.0', cohort: 'stable' });
  });

  it('loads the stable build when this shell cannot serve the canary', () => {
    const serves = (b: { version: string }) => b.version !== '2.0.0';
    expect(buildsForThisBrowser(remotes, serves, () => 0).remote_offers).toEqual(build('1.0.0'));
    expect(servedVersions().remote_offers?.cohort).toBe('stable');
  });
});

describe('a retry of a canary remote', () => {
  const readEntries = (entries: Record<string, unknown>) => async () => entries as typeof remotes;

  it('gets the stable build once the canary was dropped, and tags only that remote anew', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    buildsForThisBrowser(
      remotes,
      () => true,
      () => 10,
    );
    const dropped = { remote_offers: build('1.0.0'), remote_auth: build('3.1.0') };
    expect(
      await buildAfterCanaryChange(
        'remote_offers',
        readEntries(dropped),
        () => true,
        () => 10,
      ),
    ).toEqual(build('1.0.0'));
    expect(servedVersions()).toEqual({
      remote_offers: { version: '1.0.0', cohort: 'stable' },
      remote_auth: { version: '3.0.0', cohort: 'stable' },
    });
  });

  it('changes nothing while the canary is still live, nor for a browser of the stable cohort', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    buildsForThisBrowser(
      remotes,
      () => true,
      () => 10,
    );
    expect(
      await buildAfterCanaryChange(
        'remote_offers',
        readEntries(remotes),
        () => true,
        () => 10,
      ),
    ).toBeUndefined();
    buildsForThisBrowser(
      remotes,
      () => true,
      () => 9000,
    );
    const read = vi.fn();
    expect(
      await buildAfterCanaryChange(
        'remote_offers',
        read,
        () => true,
        () => 9000,
      ),
    ).toBeUndefined();
    expect(read).not.toHaveBeenCalled();
  });
});
