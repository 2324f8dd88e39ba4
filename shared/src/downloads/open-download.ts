import {
  CALLS,
  type DescargaTipo,
  type Download,
  type JUSTIFICANTE_RECLAMACION_PATH,
  type PathParams,
} from '../contract';
import { bus as defaultBus, type EventBus } from '@area-cliente/shared';
import {
  api as defaultApi,
  downloadUrl,
  isApiError,
  isHandledApiError,
  type ApiClient,
} from '@area-cliente/shared';
import { openInNewTab, type NewTabDeps } from '../new-tab';

export const DESCARGA_NO_DISPONIBLE = 'El documento no está disponible en este momento.';

export type OpenDownloadDeps = NewTabDeps & { api: ApiClient; bus: EventBus };

/**
 * Opens a document (SPEC §7 "Downloads") in a new tab, at a URL with a short-lived token valid for
 * that one document. On failure the tab closes and the user is told why.
 *
 * @param download one of DOWNLOADS, with its path parameters but the token, e.g.
 *   `openDownload('DOCUMENTO', uuid, DOWNLOADS.documento, { uuid })`
 * @returns whether the document was opened
 */
export async function openDownload<D extends Download | typeof JUSTIFICANTE_RECLAMACION_PATH>(
  tipo: DescargaTipo,
  referencia: string,
  download: D,
  params: Omit<PathParams<D>, 'token'>,
  deps: Partial<OpenDownloadDeps> = {},
): Promise<boolean> {
  const { api = defaultApi, bus = defaultBus, ...tab } = deps;
  try {
    await openInNewTab(async () => {
      const { tokenDescarga } = await api.call(CALLS.descargaToken, { body: { tipo, referencia } });
      return downloadUrl(download, { ...params, token: tokenDescarga } as PathParams<D>);
    }, tab);
    return true;
  } catch (error) {
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
