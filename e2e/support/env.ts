/** Where the journeys run: an already running product (E2E_BASE_URL) or the one Playwright starts. */
export const port = Number(process.env.E2E_PORT ?? 8090);
export const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
