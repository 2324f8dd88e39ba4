/** Where the journeys run: an already running product (E2E_BASE_URL) or the one Playwright starts. */
export const port = Number(process.env.E2E_PORT ?? 8090);
export const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
/** The metrics port of the product Playwright starts (METRICS_PORT): /metrics and the RUM analysis. */
export const metricsPort = Number(process.env.E2E_METRICS_PORT ?? port + 1000);
