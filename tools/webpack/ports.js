// Dev-server ports: shell 3000, remotes 3001-3005, studio 3006, API 8081 (pnpm dev).
/** @type {Record<string, number>} */
export const DEV_PORTS = {
  shell: 3000,
  remote_auth: 3001,
  remote_portfolio: 3002,
  remote_claims: 3003,
  remote_receipts: 3004,
  remote_offers: 3005,
  estudio: 3006,
};
export const DEV_API_PORT = 8081;
