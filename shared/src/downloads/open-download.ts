import { CALLS, type DescargaTipo, type Download, type PathParams } from '../contract';
import { bus as defaultBus, type EventBus } from '../events';
import { api as defaultApi, downloadUrl, isApiError, isHandledApiError, type ApiClient } from '../http';

export const DESCARGA_NO_DISPONIBLE = 'El documento no está disponible en este momento.';

export type OpenDownloadDeps = {
  api: ApiClient;
  bus: EventBus;
  /** window.open, injectable for tests. */
  open: (url: string, target: string) => Window | null;
  /** Where to go when the browser blocked the new tab. */
  assign: (url: string) => void;
};

const defaults = (): OpenDownloadDeps => ({
  api: defaultApi,
  bus: defaultBus,
  open: (url, target) => window.open(url, target),
  assign: (url) => window.location.assign(url),
});

/**
 * Opens a document (SPEC §7 "Downloads") in a new tab. The tab opens synchronously, inside the
 * user's click, so popup blockers let it through; it then receives the URL with a short-lived token
 * valid for that one document. On failure the tab closes and the user is told why.
 *
 * @param download one of DOWNLOADS, with its path parameters but the token, e.g.
 *   `openDownload('DOCUMENTO', uuid, DOWNLOADS.documento, { uuid })`
 * @returns whether the document was opened
 */
export async function openDownload<D extends Download>(
  tipo: DescargaTipo,
  referencia: string,
  download: D,
  params: Omit<PathParams<D>, 'token'>,
  deps: Partial<OpenDownloadDeps> = {},
): Promise<boolean> {
  const { api, bus, open, assign } = { ...defaults(), ...deps };
  const tab = open('', '_blank');
  // The document needs no access to this page.
  if (tab) tab.opener = null;
  try {
    const { tokenDescarga } = await api.call(CALLS.descargaToken, { body: { tipo, referencia } });
    const url = downloadUrl(download, { ...params, token: tokenDescarga } as PathParams<D>);
    if (tab) tab.location.href = url;
    else assign(url);
    return true;
  } catch (error) {
    tab?.close();
    // Session and communication failures were already announced by the shell.
    if (!isHandledApiError(error)) {
      bus.emit('alert', {
        kind: 'error',
        message: isApiError(error) && error.status !== 404 ? error.mensaje : DESCARGA_NO_DISPONIBLE,
      });
    }
    return false;
  }
}
