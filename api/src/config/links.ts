import type { EnlaceKey, Enlaces } from '@area-cliente/shared/contract';
import * as v from 'valibot';

/** The setting (environment variable) of each outside address. */
const LINK_SETTINGS: Record<EnlaceKey, string> = {
  hnaAreaCliente: 'LINK_HNA_AREA_CLIENTE',
  contratosInteractivos: 'LINK_CONTRATOS_INTERACTIVOS',
  calculadoraSalud: 'LINK_CALCULADORA_SALUD',
  cursosFormacion: 'LINK_CURSOS_FORMACION',
  citaLunas: 'LINK_CITA_LUNAS',
  basesSorteoViaje: 'LINK_BASES_SORTEO_VIAJE',
  basesSorteoFreidora: 'LINK_BASES_SORTEO_FREIDORA',
  club: 'LINK_CLUB',
  documentos: 'LINK_DOCUMENTOS',
};

/** Where the demo pages are served (demo/enlaces.ts): by the product itself, so no demo link is broken. */
export const DEMO_LINKS_PATH = '/area-cliente/demo/';

/**
 * An address as configured: absolute https, or (demo only) a path of this product, made absolute
 * against the request's own origin when handed out.
 */
export type LinkConfig = Record<EnlaceKey, string | null>;

const HttpsUrl = v.pipe(
  v.string(),
  v.trim(),
  v.url('must be a URL'),
  v.startsWith('https://', 'must be an https:// URL'),
  // The documents base gets file paths appended: no query or fragment to break them.
  v.check((s) => !/[?#]/.test(s), 'must not carry a query or fragment'),
);

/**
 * Reads every LINK_* setting. A bad value stops the start with a message naming the setting; an unset
 * one is the product's demo page in demo mode, and no link at all in production (never a broken one).
 */
export function linksFromEnv(env: Record<string, string | undefined>, demo: boolean): LinkConfig {
  const problems: string[] = [];
  const links = Object.fromEntries(
    (Object.entries(LINK_SETTINGS) as [EnlaceKey, string][]).map(([key, name]) => {
      const raw = env[name];
      if (raw === undefined || raw.trim() === '') return [key, demo ? `${DEMO_LINKS_PATH}${key}` : null];
      const parsed = v.safeParse(HttpsUrl, raw);
      if (!parsed.success) {
        problems.push(`${name}: ${parsed.issues[0]?.message ?? 'invalid'}`);
        return [key, null];
      }
      return [key, parsed.output.replace(/\/+$/, '')];
    }),
  ) as LinkConfig;
  if (problems.length) throw new Error(`Invalid environment: ${problems.join('; ')}`);
  return links;
}

/** The addresses as the browser needs them: product paths become absolute at the request's origin. */
export function resolveLinks(links: LinkConfig, origin: string): Enlaces {
  return Object.fromEntries(
    Object.entries(links).map(([key, value]) => [key, value?.startsWith('/') ? `${origin}${value}` : value]),
  ) as Enlaces;
}
