// The digital insurance card: which lines carry one, the shape of the verification code its
// QR holds, and when a policy is in force on a day. What the public check answers is in verificacion.ts.
import { formatFechaHoraMadrid } from './date';

/**
 * Lines with a card: cars and motorbikes (VEH), home (HOG) and the insurer's own health line
 * (SALUD_MMT). The partner's health policies (SALUD_HNA) carry the partner's card, not ours.
 */
export const RAMOS_CON_TARJETA = ['VEH', 'HOG', 'SALUD_MMT'] as const;
export type RamoConTarjeta = (typeof RAMOS_CON_TARJETA)[number];

export const tieneTarjeta = (ramo: string): ramo is RamoConTarjeta =>
  (RAMOS_CON_TARJETA as readonly string[]).includes(ramo);

/** Random bytes in a verification code: 144 bits, far beyond guessing at any rate limit. */
export const BYTES_CODIGO_VERIFICACION = 18;

/** A verification code: 18 random bytes in base64url, 24 characters, no padding. */
const CODIGO_VERIFICACION = /^[A-Za-z0-9_-]{24}$/;

/** The page the QR opens; the code travels in the fragment, which no server or log ever receives. */
export const PAGINA_VERIFICACION = '/area-cliente/verificar';

/** The QR's address: `<origin>/area-cliente/verificar#<code>`. */
export function urlVerificacion(origen: string, codigo: string): string {
  return `${origen}${PAGINA_VERIFICACION}#${codigo}`;
}

/**
 * The Cache Storage where the installed app keeps the cards the customer chose to keep on the device,
 * for offline use: one entry per customer and policy, `TARJETAS_SIN_CONEXION_URL` + a hash of the
 * customer's id + '/' + idPoliza, the card as it reads and never its verification code
 * (remote-portfolio/src/components/tarjeta-offline.ts). The service worker (shell/public/sw.js) keeps it
 * across versions and shows it when offline; at any session end the shell drops every entry that is not
 * such a copy (shell/src/pwa/offline-cards.ts).
 */
export const CACHE_TARJETAS = 'area-cliente-tarjetas-v1';
export const TARJETAS_SIN_CONEXION_URL = '/area-cliente/tarjetas-sin-conexion/';

/** The code a verification page was opened with (its fragment), or null when it cannot be one. */
export function codigoDeFragmento(hash: string): string | null {
  const codigo = hash.replace(/^#/, '').trim();
  return CODIGO_VERIFICACION.test(codigo) ? codigo : null;
}

export interface VigenciaPoliza {
  estado: 'VIGOR' | 'ANULADA';
  /** YYYY-MM-DD. */
  fecEfecto: string;
  /** End of the current period (YYYY-MM-DD), null when open-ended. */
  fechaVto: string | null;
  /** The customer withdrew from the contract (Ley 22/2007 art. 10): it no longer covers. */
  desistida: boolean;
}

/** In force on `dia` (YYYY-MM-DD, Madrid): not cancelled nor withdrawn, and the day within its period. */
export function enVigorEl(p: VigenciaPoliza, dia: string): boolean {
  if (p.estado !== 'VIGOR' || p.desistida) return false;
  return p.fecEfecto <= dia && (p.fechaVto === null || dia <= p.fechaVto);
}

/** The note over a card shown from the device's copy: 'Sin conexión: datos a 26-11-2026 10:42'. */
export function notaSinConexion(guardadaEl: Date): string {
  return `Sin conexión: datos a ${formatFechaHoraMadrid(guardadaEl.toISOString())}`;
}
