import { CALLS } from '../contract';
import { api as defaultApi, isApiError, isHandledApiError, type ApiClient } from '@area-cliente/shared';
import { openInNewTab, type NewTabDeps } from '../new-tab';

export const PAGO_NO_DISPONIBLE = 'El pago en línea no está disponible en este momento. Inténtalo más tarde.';

export type OpenPaymentDeps = NewTabDeps & { api: ApiClient };

/** `{ ok: false }` without a message: the shell already announced the failure. */
export type OpenPaymentResult = { ok: true } | { ok: false; message?: string };

/**
 * 'Pagar recibo' (SPEC §4): asks for the gateway's payment URL and opens it in a new tab; on failure
 * the tab closes again.
 */
export async function openPayment(
  idRecibo: number,
  deps: Partial<OpenPaymentDeps> = {},
): Promise<OpenPaymentResult> {
  const { api = defaultApi, ...tab } = deps;
  try {
    await openInNewTab(async () => (await api.call(CALLS.pagoRecibo, { params: { idRecibo } })).url, tab);
    return { ok: true };
  } catch (error) {
    if (isHandledApiError(error)) return { ok: false };
    if (isApiError(error) && error.status !== 404) return { ok: false, message: error.mensaje };
    return { ok: false, message: PAGO_NO_DISPONIBLE };
  }
}
