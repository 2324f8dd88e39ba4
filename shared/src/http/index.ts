export { api } from './api';
export {
  API_BASE,
  createApiClient,
  downloadUrl,
  type ApiClient,
  type ApiClientOptions,
  type CallArgs,
  type CallOptions,
  type TokenStore,
} from './client';
export * from './errors';
