/**
 * Tests only: Cache Storage as a browser has it in a secure context, in memory (jsdom has none). Keys
 * are stored as absolute URLs, as the browser does with a path put on a page.
 */
export function fakeCacheStorage(origin = 'http://localhost/') {
  const caches = new Map<string, Map<string, string>>();
  const url = (key: RequestInfo | URL) =>
    new URL(typeof key === 'string' || key instanceof URL ? key : key.url, origin).href;
  const cache = (entries: Map<string, string>) => ({
    put: async (key: RequestInfo | URL, response: Response) =>
      void entries.set(url(key), await response.text()),
    match: async (key: RequestInfo | URL) => {
      const body = entries.get(url(key));
      return body === undefined ? undefined : new Response(body);
    },
    delete: async (key: RequestInfo | URL) => entries.delete(url(key)),
    keys: async () => [...entries.keys()].map((k) => new Request(k)),
  });
  const storage = {
    open: async (name: string) => {
      if (!caches.has(name)) caches.set(name, new Map());
      return cache(caches.get(name)!);
    },
    has: async (name: string) => caches.has(name),
    delete: async (name: string) => caches.delete(name),
    keys: async () => [...caches.keys()],
  };
  return {
    storage,
    /** The caches by name. */
    names: () => [...caches.keys()],
    /** The paths kept in one cache. */
    paths: (name: string) => [...(caches.get(name)?.keys() ?? [])].map((k) => new URL(k).pathname),
  };
}
