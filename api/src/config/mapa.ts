/** The roadside tracking map's tile source: an OpenStreetMap-style `{z}/{x}/{y}` template and its credit. */
export interface MapaConfig {
  /** 'https://tiles.example.com/{z}/{x}/{y}.png', or (demo only) a path of this product. */
  teselas: string;
  /** The credit line the tile provider's terms ask for, shown on the map as plain text. */
  atribucion: string;
}

/** Where the demo serves its own drawn tiles (demo/teselas.ts): no outside tile server in the demo or the tests. */
export const DEMO_TESELAS_PATH = '/area-cliente/demo/teselas/';
const DEMO_MAPA: MapaConfig = {
  teselas: `${DEMO_TESELAS_PATH}{z}/{x}/{y}.svg`,
  atribucion: 'Mapa de demostración, sin calles reales',
};

const ATRIBUCION_MAX = 200;

/** What is wrong with a tile template, or null: https (or http in the demo), one host, {z}, {x} and {y}. */
function problemaTeselas(plantilla: string, demo: boolean): string | null {
  for (const p of ['{z}', '{x}', '{y}'])
    if (!plantilla.includes(p)) return `must contain ${p} (like https://tiles.example.com/{z}/{x}/{y}.png)`;
  // Leaflet also fills {s} (a subdomain) and {r}; a subdomain would need a wildcard in the CSP.
  if (/\{(?![zxy]\})[^}]*\}/.test(plantilla)) return 'may only use {z}, {x} and {y}';
  let url: URL;
  try {
    url = new URL(plantilla.replace(/\{[zxy]\}/g, '0'));
  } catch {
    return 'must be a URL';
  }
  const esquemas = demo ? ['https:', 'http:'] : ['https:'];
  if (!esquemas.includes(url.protocol))
    return `must be an https:// URL${demo ? ' (or http:// in the demo)' : ' in production'}`;
  if (url.username || url.password) return 'must not carry credentials';
  return null;
}

/**
 * Reads MAPA_TESELAS_URL and MAPA_ATRIBUCION. In production both are required (a map without its
 * provider's credit breaks its terms) and the start fails naming what is missing or malformed; the
 * demo without them draws its own tiles.
 */
export function mapaFromEnv(env: Record<string, string | undefined>, demo: boolean): MapaConfig {
  const teselas = env.MAPA_TESELAS_URL?.trim();
  const atribucion = env.MAPA_ATRIBUCION?.trim();
  if (demo && !teselas && !atribucion) return DEMO_MAPA;
  const problems: string[] = [];
  if (!teselas) problems.push('MAPA_TESELAS_URL is required');
  else {
    const problema = problemaTeselas(teselas, demo);
    if (problema) problems.push(`MAPA_TESELAS_URL ${problema}`);
  }
  if (!atribucion) problems.push('MAPA_ATRIBUCION is required (the tile provider’s credit line)');
  else if (atribucion.length > ATRIBUCION_MAX)
    problems.push(`MAPA_ATRIBUCION must be at most ${ATRIBUCION_MAX} characters`);
  if (problems.length) throw new Error(`Invalid environment: ${problems.join('; ')}`);
  return { teselas: teselas ?? '', atribucion: atribucion ?? '' };
}

/** The origin the page must allow images from (CSP img-src) for the tiles; none for the demo's own. */
export function origenTeselas(mapa: MapaConfig): string[] {
  if (mapa.teselas.startsWith('/')) return [];
  return [new URL(mapa.teselas.replace(/\{[zxy]\}/g, '0')).origin];
}
