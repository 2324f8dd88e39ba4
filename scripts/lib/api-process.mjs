// Runs the compiled API (api/dist) as production runs it: `node api/dist/<command>.js`.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_DIST } from './build-api.mjs';

/** Settings a production start requires, pointing nowhere real (benchmarks and topology tests). */
export const PLACEHOLDER_PRODUCTION_ENV = {
  PAYMENT_GATEWAY_URL: 'https://pasarela.invalid/pago/',
  PAYMENT_GATEWAY_SECRET: 'topology-test-secret-0123456789abcdef',
  SMS_HTTP_URL: 'https://sms.invalid/enviar',
  SMTP_URL: 'smtps://smtp.invalid:465',
  SMTP_FROM: 'avisos@example.com',
  AREA_CLIENTE_URL: 'https://area.invalid/area-cliente/',
  SEPA_CREDITOR_ID: 'ES04ZZZA28000032',
  MARCA_RAZON_SOCIAL: 'Aseguradora de pruebas',
  ASISTENCIA_TELEFONO_AUTO: '900 100 200',
  ASISTENCIA_TELEFONO_HOGAR: '900 100 201',
  ASISTENCIA_TELEFONO_SALUD: '900 100 202',
  ASISTENCIA_URL: 'https://asistencia.invalid/api',
  ASISTENCIA_TOKEN: 'topology-test-assistance-token-0',
  MAPA_TESELAS_URL: 'https://teselas.invalid/{z}/{x}/{y}.png',
  MAPA_ATRIBUCION: '© colaboradores de OpenStreetMap',
  ESTUDIO_OIDC_EMISOR: 'https://identidad.invalid/',
  ESTUDIO_OIDC_CLIENTE: 'estudio',
  ESTUDIO_OIDC_SECRETO: 'topology-test-oidc-secret-0',
  ESTUDIO_URL_PUBLICA: 'https://area.invalid',
  TARIFICADOR_URL: 'https://tarificador.invalid/api',
  TARIFICADOR_TOKEN: 'topology-test-rating-token-0',
};

/**
 * `pnpm db:migrate` / `pnpm db:seed` with this environment; throws with their output on failure.
 * @param {'db-migrate' | 'db-seed'} name
 * @param {Record<string, string | undefined>} env
 */
export function runDbCommand(name, env) {
  const r = spawnSync(process.execPath, [join(API_DIST, `${name}.js`)], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${name} failed: ${r.stdout}${r.stderr}`);
  return r.stdout.trim();
}

/**
 * Starts `pnpm serve` on `port` and waits until /health/ready answers 200.
 * @param {{ port: number, env: Record<string, string | undefined>, log?: 'ignore' | 'inherit', timeoutMs?: number }} options
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, exited: Promise<number|null> }>}
 */
export async function startApi({ port, env, log = 'ignore', timeoutMs = 120_000 }) {
  const child = spawn(process.execPath, [join(API_DIST, 'server.js')], {
    env: { ...process.env, HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  for (const start = Date.now(); Date.now() - start < timeoutMs; await sleep(100)) {
    if (child.exitCode !== null) throw new Error(`API on ${port} exited with ${child.exitCode}`);
    const res = await fetch(`http://127.0.0.1:${port}/health/ready`).catch(() => null);
    if (res?.ok) return { child, exited };
  }
  child.kill('SIGKILL');
  throw new Error(`API on ${port} not ready after ${timeoutMs} ms`);
}

/**
 * A demo customer's session token.
 * @param {string} baseUrl
 * @returns {Promise<string>}
 */
export async function loginToken(baseUrl, username = '12345678Z', password = 'Demo2024') {
  const res = await fetch(`${baseUrl}/produccion/rest/v1/ac/user/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = await res.json();
  if (body.codigo !== 0) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data.token;
}
