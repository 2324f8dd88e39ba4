import { bus, isApiError, isHandledApiError } from '@area-cliente/shared';

export const URL_NO_DISPONIBLE = 'Este servicio no está disponible en este momento. Inténtelo más tarde.';

/**
 * Opens in a new tab an external page whose URL the API gives (partner client area, interactive
 * contracts). The tab opens inside the click, so popup blockers let it through, and gets the URL after.
 */
export async function openExternal(load: () => Promise<{ url: string }>): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const { url } = await load();
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    // Session and communication failures were already announced by the shell.
    if (isHandledApiError(error)) return;
    bus.emit('alert', {
      kind: 'error',
      message: isApiError(error) && error.status !== 404 ? error.mensaje : URL_NO_DISPONIBLE,
    });
  }
}
