/** Where a new tab is opened; injectable for tests. */
export type NewTabDeps = {
  /** window.open */
  open: (url: string, target: string) => Window | null;
  /** Where to go when the browser blocked the new tab. */
  assign: (url: string) => void;
};

const browser = (): NewTabDeps => ({
  open: (url, target) => window.open(url, target),
  assign: (url) => window.location.assign(url),
});

/** Only a web page may be opened, whatever an answer says (a page-relative URL is this site's). */
export function isWebUrl(url: string): boolean {
  try {
    return /^https?:$/.test(new URL(url, globalThis.location?.href).protocol);
  } catch {
    return false;
  }
}

export class NotWebUrlError extends Error {
  constructor() {
    super('Refused to open an address that is not a web page');
    this.name = 'NotWebUrlError';
  }
}

/**
 * Opens in a new tab a page whose address arrives later (payment gateway, partner area, a document
 * behind a download token). The tab opens synchronously inside the user's click, so popup blockers let
 * it through, and gets no access to this page; it is then sent to the address `load` resolves. Any
 * failure, an address that is not http(s) included, closes the tab again and is rethrown for the
 * caller to word.
 */
export async function openInNewTab(
  load: () => Promise<string>,
  deps: Partial<NewTabDeps> = {},
): Promise<void> {
  const { open, assign } = { ...browser(), ...deps };
  const tab = open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const url = await load();
    if (!isWebUrl(url)) throw new NotWebUrlError();
    if (tab) tab.location.href = url;
    else assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
