// Bench only: stands in for @module-federation/enhanced/runtime and @module-federation/retry-plugin
// in the one-app build (webpack.config.js). Each remote's module is a code-split chunk of the same app.
/** @type {Record<string, () => Promise<unknown>>} */
const MODULES = {
  'remote_auth/app': () => import('../../../remote-auth/src/index.ts'),
  'remote_portfolio/app': () => import('../../../remote-portfolio/src/index.ts'),
  'remote_claims/app': () => import('../../../remote-claims/src/index.ts'),
  'remote_receipts/app': () => import('../../../remote-receipts/src/index.ts'),
  'remote_offers/app': () => import('../../../remote-offers/src/index.ts'),
  'remote_portfolio/menu': () => import('../../../remote-portfolio/src/menu.ts'),
  'remote_claims/menu': () => import('../../../remote-claims/src/menu.ts'),
  'remote_offers/menu': () => import('../../../remote-offers/src/menu.ts'),
};

export const init = () => undefined;
export const registerRemotes = () => undefined;
export const RetryPlugin = () => ({ name: 'retry-plugin' });

/** @param {string} id */
export async function loadRemote(id) {
  const load = MODULES[id];
  if (!load) throw new Error(`No module ${id} in the one-app build`);
  return load();
}
