import { join } from 'node:path';
import { writeJsonAtomic } from './files.mjs';

const SITE = 'https://www.example.com';

const DEFAULT_REDES = [
  { nombre: 'Facebook', url: 'https://www.facebook.com/' },
  { nombre: 'X', url: 'https://x.com/' },
  { nombre: 'Instagram', url: 'https://www.instagram.com/' },
  { nombre: 'LinkedIn', url: 'https://www.linkedin.com/' },
  { nombre: 'YouTube', url: 'https://www.youtube.com/' },
];

/** Runtime configuration of the front ends (config.json), from the environment with defaults. */
function appConfigFromEnv(env = process.env) {
  return {
    telefonoGratuito: env.TELEFONO_GRATUITO ?? '900 000 000',
    telefonoNormal: env.TELEFONO_NORMAL ?? '910 000 000',
    urlAvisoLegal: env.URL_AVISO_LEGAL ?? `${SITE}/aviso-legal`,
    urlPrivacidad: env.URL_PRIVACIDAD ?? `${SITE}/privacidad`,
    urlCookies: env.URL_COOKIES ?? `${SITE}/cookies`,
    // JSON array of { nombre, url }.
    redesSociales: env.REDES_SOCIALES ? JSON.parse(env.REDES_SOCIALES) : DEFAULT_REDES,
  };
}

export function writeAppConfig(deployDir, env = process.env) {
  const config = appConfigFromEnv(env);
  writeJsonAtomic(join(deployDir, 'config.json'), config);
  return config;
}
