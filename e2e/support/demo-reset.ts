import type { APIRequestContext } from '@playwright/test';
import { currentProduct } from './env';
import { DEMO_PASSWORD, sessionToken } from './fixtures';

const API = '/produccion/rest/v1/ac';

/**
 * Puts the demo data back as seeded (POST /dev/demo-reset), asking as the demo's own page would: a
 * demo customer's session, a JSON body and the server's own Origin. True when the server did it.
 */
export async function resetDemoData(
  request: APIRequestContext,
  base = currentProduct().baseURL,
): Promise<boolean> {
  const origin = new URL(base).origin;
  const token = await sessionToken(request, '12345678Z', DEMO_PASSWORD, origin);
  if (!token) return false;
  const reset = await request.post(`${origin}${API}/dev/demo-reset`, {
    headers: { 'auth-token': token, origin, 'content-type': 'application/json' },
    data: {},
  });
  return reset.ok() && ((await reset.json()) as { codigo?: number }).codigo === 0;
}
