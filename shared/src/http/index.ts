export { api } from './api';
export { API_BASE, downloadUrl, type ApiClient } from './client';
export * from './errors';
