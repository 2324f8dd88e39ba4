import { bus } from '../events';
import { getToken, setToken } from '../session/token';
import { createApiClient } from './client';

/**
 * The one API client of the page (shared singleton).
 * @public
 */
export const api = createApiClient({ bus, token: { get: getToken, set: setToken } });
