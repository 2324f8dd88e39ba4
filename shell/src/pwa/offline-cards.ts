import { CACHE_TARJETAS, TARJETAS_SIN_CONEXION_URL } from '@area-cliente/shared/domain';

/**
 * A copy the customer chose to keep on this device ('Guardar la tarjeta en este dispositivo…', written
 * by remote_portfolio's tarjeta-offline.ts): under `<TARJETAS_SIN_CONEXION_URL><customer hash>/<id>`,
 * `formato: 2`, `conservar: true` and no QR. The service worker (shell/public/sw.js) shows the same.
 */
const CLAVE_CONSERVADA = new RegExp(`^${TARJETAS_SIN_CONEXION_URL}[0-9a-f]{32}/\\d+$`);

function conservada(path: string, json: unknown): boolean {
  const g = json as { formato?: unknown; conservar?: unknown; qrSvg?: unknown } | null;
  return CLAVE_CONSERVADA.test(path) && g?.formato === 2 && g.conservar === true && g.qrSvg === undefined;
}

async function leer(response: Response | undefined): Promise<unknown> {
  try {
    return response ? await response.json() : null;
  } catch {
    return null;
  }
}

/**
 * The session ended, whichever way ('Cerrar sesión', an expired or revoked session, closed from
 * another device, a page that starts without one): every digital card copy the customer did not
 * choose to keep goes, those an older version saved for every card opened, live QR code included,
 * among them. Copies kept by choice stay: that is when the offline card is needed. Nothing happens
 * without Cache Storage (insecure contexts): nothing was kept there either.
 */
export async function dropOfflineCards(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    if (!(await caches.has(CACHE_TARJETAS))) return;
    const cache = await caches.open(CACHE_TARJETAS);
    for (const request of await cache.keys()) {
      const path = new URL(request.url).pathname;
      if (!conservada(path, await leer(await cache.match(request)))) await cache.delete(request);
    }
  } catch {
    // Blocked storage: nothing more can be done from here.
  }
}
