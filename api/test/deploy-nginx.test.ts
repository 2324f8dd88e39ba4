import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers';

// nginx serves the front end itself in production: its copy of the security headers must say
// exactly what the API says (deploy/nginx/security-headers.conf).
const conf = readFileSync(
  fileURLToPath(new URL('../../deploy/nginx/security-headers.conf', import.meta.url)),
  'utf8',
);
const nginxHeaders = Object.fromEntries(
  [...conf.matchAll(/^add_header ([\w-]+) "([^"]*)" always;$/gm)].map(([, name, value]) => [
    name!.toLowerCase(),
    value,
  ]),
);

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

describe('deploy/nginx security headers', () => {
  it('match the API’s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health/live' });
    const names = Object.keys(nginxHeaders);
    expect(names.length).toBeGreaterThanOrEqual(6);
    for (const name of names) expect([name, res.headers[name]]).toEqual([name, nginxHeaders[name]]);
    for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy']) {
      expect(names).toContain(name);
    }
  });

  it('send HSTS on HTTPS only, as the API does', () => {
    expect(conf).toMatch(/^add_header Strict-Transport-Security \$area_cliente_hsts always;$/m);
    const http = readFileSync(
      fileURLToPath(new URL('../../deploy/nginx/area-cliente.http.conf', import.meta.url)),
      'utf8',
    );
    expect(http).toMatch(/https "max-age=31536000; includeSubDomains";\s+default "";/);
  });
});
