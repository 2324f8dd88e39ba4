import { type TarjetaPoliza } from '@area-cliente/shared/contract';
import {
  CACHE_TARJETAS,
  formatDate,
  notaSinConexion,
  TARJETAS_SIN_CONEXION_URL,
} from '@area-cliente/shared/domain';

/**
 * The device's copy of a card, in Cache Storage so the installed app shows it without a
 * connection: here on the policy screen, and from the service worker (shell/public/sw.js) when the
 * app cannot load at all.
 *
 * Only when the customer asks for it ('Guardar la tarjeta en este dispositivo…', off by default), and
 * never with the verification code: the copy is the card as it reads, the QR is shown online only (a
 * copy that outlived its owner's session on a shared device would otherwise prove a policy in force to
 * whoever found it). Its key names the customer by a hash of their id, never the NIF. Any other copy
 * (one written by an older version, with its QR) goes when a session ends
 * (shell/src/pwa/offline-cards.ts) and when the service worker updates.
 */

/** What the copy shows where the QR would be. */
const NOTA_QR_SIN_CONEXION = 'El código QR de verificación solo se muestra con conexión.';

/** The card as it reads: composed here once, so the service worker's offline page repeats no rule. */
export interface VistaTarjeta {
  producto: string;
  filas: [label: string, value: string][];
  telefono: string;
  enVigor: boolean;
  estado: string;
  /** 'Sin conexión: datos a <fecha>', dated when the card was read. */
  nota: string;
  /** Where the QR would be: it is never kept. */
  notaQr: string;
}

export function vistaTarjeta(t: TarjetaPoliza, leidaEl: Date): VistaTarjeta {
  return {
    producto: t.producto,
    filas: [
      ['Póliza', t.numPoliza],
      [t.riesgoEtiqueta, t.riesgo],
      [
        'Vigencia',
        t.fechaVto
          ? `Del ${formatDate(t.fecEfecto)} al ${formatDate(t.fechaVto)}`
          : `Desde el ${formatDate(t.fecEfecto)}`,
      ],
    ],
    telefono: t.telefonoAsistencia,
    enVigor: t.enVigor,
    estado: t.enVigor ? 'En vigor' : 'No en vigor',
    nota: notaSinConexion(leidaEl),
    notaQr: NOTA_QR_SIN_CONEXION,
  };
}

/**
 * A copy on the device. `formato: 2` and `conservar: true` are what the shell's session-end sweep and
 * the service worker look for (the same test in both): anything else in the cache is dropped.
 */
export interface TarjetaGuardada {
  formato: 2;
  /** The customer chose to keep it on this device. */
  conservar: true;
  idPoliza: number;
  vista: VistaTarjeta;
  /** When it was read from the API (ISO). */
  guardadaEl: string;
}

/** The copy of a card read at `leidaEl`: the view only, no verification code. */
export function copiaDe(idPoliza: number, vista: VistaTarjeta, leidaEl: Date): TarjetaGuardada {
  return { formato: 2, conservar: true, idPoliza, vista, guardadaEl: leidaEl.toISOString() };
}

/** A copy this version can show (one saved by an older version, QR and all, is ignored). */
function esGuardada(json: unknown): json is TarjetaGuardada {
  const g = json as (Partial<TarjetaGuardada> & { qrSvg?: unknown }) | null;
  return (
    g?.formato === 2 &&
    g.conservar === true &&
    g.qrSvg === undefined &&
    typeof g.idPoliza === 'number' &&
    typeof g.vista?.producto === 'string' &&
    Array.isArray(g.vista.filas) &&
    typeof g.vista.notaQr === 'string' &&
    typeof g.guardadaEl === 'string'
  );
}

/**
 * Cache Storage and the digest exist in secure contexts only (https, localhost): elsewhere (a plain
 * http page in Safari or Firefox) nothing is kept and the card screen offers nothing to keep.
 */
export const puedeGuardar = () =>
  typeof caches !== 'undefined' && typeof globalThis.crypto?.subtle !== 'undefined';

/**
 * The customer's part of the keys: the SHA-256 of their id (salted with the app's name), 32 hex
 * characters. It tells two customers' copies apart without naming either.
 */
export async function claveCliente(idCliente: number): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`area-cliente.tarjetas:${idCliente}`),
  );
  return Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
}

const clave = (cliente: string, idPoliza: number) => `${TARJETAS_SIN_CONEXION_URL}${cliente}/${idPoliza}`;

export async function guardarTarjeta(cliente: string, g: TarjetaGuardada): Promise<void> {
  if (!puedeGuardar()) return;
  try {
    const cache = await caches.open(CACHE_TARJETAS);
    await cache.put(
      clave(cliente, g.idPoliza),
      new Response(JSON.stringify(g), { headers: { 'content-type': 'application/json' } }),
    );
  } catch {
    // A full or blocked storage only loses the offline copy.
  }
}

export async function leerTarjeta(cliente: string, idPoliza: number): Promise<TarjetaGuardada | null> {
  if (!puedeGuardar()) return null;
  try {
    if (!(await caches.has(CACHE_TARJETAS))) return null;
    const response = await (await caches.open(CACHE_TARJETAS)).match(clave(cliente, idPoliza));
    const json: unknown = response ? await response.json() : null;
    return esGuardada(json) ? json : null;
  } catch {
    return null;
  }
}

/** The customer turned 'Guardar la tarjeta…' off: the copy goes at once. */
export async function borrarTarjeta(cliente: string, idPoliza: number): Promise<void> {
  if (!puedeGuardar()) return;
  try {
    if (await caches.has(CACHE_TARJETAS))
      await (await caches.open(CACHE_TARJETAS)).delete(clave(cliente, idPoliza));
  } catch {
    // Blocked storage: there was nothing it could have kept either.
  }
}
