import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkAppConfig } from '@area-cliente/shared/contract';
import { writeJsonAtomic } from './files.mjs';
import { APP_BASE, repoRoot } from './workspace.mjs';

/** @typedef {import('@area-cliente/shared/contract').AppConfig} AppConfig */

// The demo's invented insurer (deploy/demo-marca): its logo and legal pages are copied next to config.json.
const DEMO_MARCA_DIR = join(repoRoot, 'deploy/demo-marca');
const DEMO_MARCA_BASE = `${APP_BASE}marca/`;

const DEMO = {
  MARCA_NOMBRE: 'Mutua Horizonte',
  MARCA_RAZON_SOCIAL: 'Mutua Horizonte Seguros, Mutua de Seguros a Prima Fija',
  MARCA_LOGO: `${DEMO_MARCA_BASE}logo.svg`,
  TELEFONO_GRATUITO: '900 414 141',
  TELEFONO_NORMAL: '910 414 141',
  URL_AVISO_LEGAL: `${DEMO_MARCA_BASE}aviso-legal.html`,
  URL_PRIVACIDAD: `${DEMO_MARCA_BASE}privacidad.html`,
  URL_COOKIES: `${DEMO_MARCA_BASE}cookies.html`,
  URL_ACCESIBILIDAD: `${DEMO_MARCA_BASE}accesibilidad.html`,
  // The customer ombudsman (Defensor del Cliente, Orden ECO/734/2004 art. 4): the complaints screen
  // sends customers there when the customer service is late or its answer does not satisfy them.
  DEFENSOR_CLIENTE_NOMBRE: 'Defensor del Cliente de Mutua Horizonte (demo)',
  DEFENSOR_CLIENTE_DIRECCION: 'Apartado de Correos 1234, 28080 Madrid',
  DEFENSOR_CLIENTE_EMAIL: 'defensor.cliente@mutuahorizonte.example',
  DEFENSOR_CLIENTE_WEB: `${DEMO_MARCA_BASE}defensor-cliente.html`,
};

/** What a production config.json cannot do without: the insurer's identity, its legal pages and its ombudsman. */
const REQUIRED = Object.keys(DEMO);

// The kernel's palette (shared/src/ui/styles.css), contrast-checked against white text.
const COLORES = {
  MARCA_COLOR_PRIMARIO: '#0b5c8e',
  MARCA_COLOR_PRIMARIO_OSCURO: '#084466',
  MARCA_COLOR_ACENTO: '#1b6e46',
};

const DEFAULT_REDES = [
  { nombre: 'Facebook', url: 'https://www.facebook.com/' },
  { nombre: 'X', url: 'https://x.com/' },
  { nombre: 'Instagram', url: 'https://www.instagram.com/' },
  { nombre: 'LinkedIn', url: 'https://www.linkedin.com/' },
  { nombre: 'YouTube', url: 'https://www.youtube.com/' },
];

/** Each setting and the config.json field it fills, so a refused field is reported by both names. */
const FIELDS = {
  MARCA_NOMBRE: 'marca.nombre',
  MARCA_RAZON_SOCIAL: 'marca.razonSocial',
  MARCA_LOGO: 'marca.logo',
  MARCA_COLOR_PRIMARIO: 'marca.colorPrimario',
  MARCA_COLOR_PRIMARIO_OSCURO: 'marca.colorPrimarioOscuro',
  MARCA_COLOR_ACENTO: 'marca.colorAcento',
  TELEFONO_GRATUITO: 'telefonoGratuito',
  TELEFONO_NORMAL: 'telefonoNormal',
  URL_AVISO_LEGAL: 'urlAvisoLegal',
  URL_PRIVACIDAD: 'urlPrivacidad',
  URL_COOKIES: 'urlCookies',
  URL_ACCESIBILIDAD: 'urlAccesibilidad',
  DEFENSOR_CLIENTE_NOMBRE: 'defensorCliente.nombre',
  DEFENSOR_CLIENTE_DIRECCION: 'defensorCliente.direccion',
  DEFENSOR_CLIENTE_EMAIL: 'defensorCliente.email',
  DEFENSOR_CLIENTE_WEB: 'defensorCliente.web',
  // JSON array of { nombre, url }.
  REDES_SOCIALES: 'redesSociales',
};

/** @param {Record<string, unknown>} target @param {string} path @param {unknown} value */
function setAt(target, path, value) {
  const keys = path.split('.');
  const last = /** @type {string} */ (keys.pop());
  let node = target;
  for (const key of keys) node = /** @type {Record<string, unknown>} */ (node[key] ??= {});
  node[last] = value;
}

/** @param {string} path a refused field's dotted path, e.g. `redesSociales.0.url` */
const settingOf = (path) =>
  Object.entries(FIELDS).find(([, field]) => path === field || path.startsWith(`${field}.`))?.[0];

/** @param {string} json */
function redesSociales(json) {
  try {
    return JSON.parse(json);
  } catch {
    throw new Error('config.json: REDES_SOCIALES must be a JSON array of { "nombre", "url" }');
  }
}

/**
 * Runtime configuration of the front ends (config.json) from the environment, parsed with the
 * contract's schema (shared/src/contract/app-config.ts) before anything is written. The demo fills what
 * is unset with its invented brand; production refuses to write a config without the brand, the phones,
 * the legal pages and the ombudsman, naming every missing setting at once, and refuses any value the
 * schema does not accept, naming its field and setting.
 * @param {Record<string, string | undefined>} env
 * @param {{ demo: boolean }} options
 * @returns {AppConfig}
 */
export function appConfigFromEnv(env, { demo }) {
  /** @type {Record<string, string>} */
  const settings = { ...COLORES, ...(demo ? DEMO : {}) };
  for (const [key, value] of Object.entries(env)) if (value) settings[key] = value;
  const missing = REQUIRED.filter((key) => !settings[key]?.trim());
  if (missing.length > 0) throw new Error(`config.json needs these settings: ${missing.join(', ')}`);
  /** @type {Record<string, unknown>} */
  const config = { redesSociales: DEFAULT_REDES, demo: Boolean(demo) };
  for (const [setting, field] of Object.entries(FIELDS)) {
    const value = settings[setting];
    if (value !== undefined)
      setAt(config, field, setting === 'REDES_SOCIALES' ? redesSociales(value) : value);
  }
  const { config: checked, problems } = checkAppConfig(config);
  if (checked) return checked;
  const refused = problems.map(({ field, message }) => {
    const setting = settingOf(field);
    return `${field || '(the whole file)'}${setting ? ` (${setting})` : ''}: ${message}`;
  });
  throw new Error(`config.json not written, these values are not valid:\n  ${refused.join('\n  ')}`);
}

/**
 * Writes `<deployDir>/config.json`; the demo also publishes its brand's logo and legal pages in `marca/`.
 * @param {string} deployDir
 * @param {{ demo: boolean, env?: Record<string, string | undefined> }} options
 */
export function writeAppConfig(deployDir, { demo, env = process.env }) {
  const config = appConfigFromEnv(env, { demo });
  if (demo) {
    mkdirSync(join(deployDir, 'marca'), { recursive: true });
    for (const file of readdirSync(DEMO_MARCA_DIR))
      copyFileSync(join(DEMO_MARCA_DIR, file), join(deployDir, 'marca', file));
  }
  writeJsonAtomic(join(deployDir, 'config.json'), config);
  return config;
}
