export { api } from './api';
export { API_BASE, downloadUrl, type ApiClient, type CallArgs } from './client';
export * from './errors';
