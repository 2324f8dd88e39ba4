import { bus, isApiError, isHandledApiError } from '@area-cliente/shared';
import { openInNewTab } from '@area-cliente/shared/new-tab';

export const URL_NO_DISPONIBLE = 'Este servicio no está disponible en este momento. Inténtalo más tarde.';

/**
 * Opens in a new tab an external page whose URL the API gives (partner client area, interactive
 * contracts).
 */
export async function openExternal(load: () => Promise<{ url: string }>): Promise<void> {
  try {
    await openInNewTab(async () => (await load()).url);
  } catch (error) {
    // Session and communication failures were already announced by the shell.
    if (isHandledApiError(error)) return;
    bus.emit('alert', {
      kind: 'error',
      message: isApiError(error) && error.status !== 404 ? error.mensaje : URL_NO_DISPONIBLE,
    });
  }
}
