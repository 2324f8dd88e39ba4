import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeJsonAtomic } from './files.mjs';
import { APP_BASE, repoRoot } from './workspace.mjs';

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
const COLOR = /^#[0-9a-fA-F]{6}$/;

const DEFAULT_REDES = [
  { nombre: 'Facebook', url: 'https://www.facebook.com/' },
  { nombre: 'X', url: 'https://x.com/' },
  { nombre: 'Instagram', url: 'https://www.instagram.com/' },
  { nombre: 'LinkedIn', url: 'https://www.linkedin.com/' },
  { nombre: 'YouTube', url: 'https://www.youtube.com/' },
];

/**
 * Runtime configuration of the front ends (config.json, schema in shared/src/session/app-config.ts) from
 * the environment. The demo fills what is unset with its invented brand; production refuses to write a
 * config without the brand, the phones and the legal pages, naming every missing setting at once.
 * @param {Record<string, string | undefined>} env
 * @param {{ demo: boolean }} options
 */
export function appConfigFromEnv(env, { demo }) {
  /** @type {Record<string, string>} */
  const settings = { ...COLORES, ...(demo ? DEMO : {}) };
  for (const [key, value] of Object.entries(env)) if (value) settings[key] = value;
  const missing = REQUIRED.filter((key) => !settings[key]?.trim());
  if (missing.length > 0) throw new Error(`config.json needs these settings: ${missing.join(', ')}`);
  const badColors = Object.keys(COLORES).filter((key) => !COLOR.test(settings[key] ?? ''));
  if (badColors.length > 0) throw new Error(`Colours must be #rrggbb: ${badColors.join(', ')}`);
  return {
    marca: {
      nombre: settings.MARCA_NOMBRE,
      razonSocial: settings.MARCA_RAZON_SOCIAL,
      logo: settings.MARCA_LOGO,
      colorPrimario: settings.MARCA_COLOR_PRIMARIO,
      colorPrimarioOscuro: settings.MARCA_COLOR_PRIMARIO_OSCURO,
      colorAcento: settings.MARCA_COLOR_ACENTO,
    },
    telefonoGratuito: settings.TELEFONO_GRATUITO,
    telefonoNormal: settings.TELEFONO_NORMAL,
    urlAvisoLegal: settings.URL_AVISO_LEGAL,
    urlPrivacidad: settings.URL_PRIVACIDAD,
    urlCookies: settings.URL_COOKIES,
    urlAccesibilidad: settings.URL_ACCESIBILIDAD,
    // JSON array of { nombre, url }.
    defensorCliente: {
      nombre: settings.DEFENSOR_CLIENTE_NOMBRE,
      direccion: settings.DEFENSOR_CLIENTE_DIRECCION,
      email: settings.DEFENSOR_CLIENTE_EMAIL,
      web: settings.DEFENSOR_CLIENTE_WEB,
    },
    redesSociales: settings.REDES_SOCIALES ? JSON.parse(settings.REDES_SOCIALES) : DEFAULT_REDES,
    demo: Boolean(demo),
  };
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
