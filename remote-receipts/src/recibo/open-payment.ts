import {
  api as defaultApi,
  type ApiClient,
  CALLS,
  isApiError,
  isHandledApiError,
} from '@area-cliente/shared';

export const PAGO_NO_DISPONIBLE = 'El pago en línea no está disponible en este momento. Inténtalo más tarde.';

export type OpenPaymentDeps = {
  api: ApiClient;
  /** window.open, injectable for tests. */
  open: (url: string, target: string) => Window | null;
  /** Where to go when the browser blocked the new tab. */
  assign: (url: string) => void;
};

/** `{ ok: false }` without a message: the shell already announced the failure. */
export type OpenPaymentResult = { ok: true } | { ok: false; message?: string };

const defaults = (): OpenPaymentDeps => ({
  api: defaultApi,
  open: (url, target) => window.open(url, target),
  assign: (url) => window.location.assign(url),
});

/** Only a web page may be opened, whatever the answer says. */
const isWebUrl = (url: string) => /^https?:$/.test(new URL(url).protocol);

/**
 * 'Pagar recibo' (SPEC §4): asks for the gateway's payment URL and opens it in a new tab. The tab
 * opens synchronously inside the click, so popup blockers let it through, and gets the URL once the
 * API answers; on failure it closes again.
 */
export async function openPayment(
  idRecibo: number,
  deps: Partial<OpenPaymentDeps> = {},
): Promise<OpenPaymentResult> {
  const { api, open, assign } = { ...defaults(), ...deps };
  const tab = open('', '_blank');
  // The gateway needs no access to this page.
  if (tab) tab.opener = null;
  try {
    const { url } = await api.call(CALLS.pagoRecibo, { params: { idRecibo } });
    if (!isWebUrl(url)) throw new Error('Payment URL is not a web page');
    if (tab) tab.location.href = url;
    else assign(url);
    return { ok: true };
  } catch (error) {
    tab?.close();
    if (isHandledApiError(error)) return { ok: false };
    if (isApiError(error) && error.status !== 404) return { ok: false, message: error.mensaje };
    return { ok: false, message: PAGO_NO_DISPONIBLE };
  }
}
