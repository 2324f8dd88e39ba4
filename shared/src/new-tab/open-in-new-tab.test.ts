import { isWebUrl, NotWebUrlError, openInNewTab } from './open-in-new-tab';

function setup(opened = true) {
  const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
  const open = vi.fn(() => (opened ? (tab as unknown as Window) : null));
  const assign = vi.fn();
  return { tab, open, assign };
}

describe('openInNewTab', () => {
  it('opens the tab inside the click, before the address is known, then sends it there', async () => {
    const s = setup();
    let resolve!: (url: string) => void;
    const done = openInNewTab(() => new Promise((r) => (resolve = r)), s);
    expect(s.open).toHaveBeenCalledWith('', '_blank');
    expect(s.tab.opener).toBeNull();
    resolve('https://pasarela.example.com/pago/');
    await done;
    expect(s.tab.location.href).toBe('https://pasarela.example.com/pago/');
  });

  it('goes there in this tab when the browser blocked the new one', async () => {
    const s = setup(false);
    await openInNewTab(async () => '/produccion/rest/x', s);
    expect(s.assign).toHaveBeenCalledWith('/produccion/rest/x');
  });

  it.each(['javascript:alert(1)', 'data:text/html,hola', 'file:///etc/passwd'])(
    'refuses %s: closes the tab and navigates nowhere',
    async (url) => {
      const s = setup();
      await expect(openInNewTab(async () => url, s)).rejects.toBeInstanceOf(NotWebUrlError);
      expect(s.tab.close).toHaveBeenCalled();
      expect(s.tab.location.href).toBe('');
    },
  );

  it('closes the tab and rethrows when the address cannot be had', async () => {
    const s = setup();
    const failure = new Error('no');
    await expect(openInNewTab(() => Promise.reject(failure), s)).rejects.toBe(failure);
    expect(s.tab.close).toHaveBeenCalled();
  });
});

describe('isWebUrl', () => {
  it('accepts http(s) and this site’s relative addresses only', () => {
    expect(isWebUrl('https://a.example/x')).toBe(true);
    expect(isWebUrl('http://a.example/x')).toBe(true);
    expect(isWebUrl('/produccion/rest/v')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('mailto:a@b.es')).toBe(false);
  });
});
