import {
  CACHE_TARJETAS,
  formatDate,
  notaSinConexion,
  TARJETAS_SIN_CONEXION_URL,
  type TarjetaPoliza,
} from '@area-cliente/shared';

/**
 * The device's copy of a card the customer opened (issue #32), in Cache Storage so the installed app
 * shows it without a connection: here on the policy screen, and from the service worker when the app
 * cannot load at all. 'Cerrar sesión' deletes the whole cache (shell/src/layout/use-logout.ts).
 */
/** The card as it reads: composed here once, so the service worker's offline page repeats no rule. */
export interface VistaTarjeta {
  producto: string;
  filas: [label: string, value: string][];
  telefono: string;
  enVigor: boolean;
  estado: string;
  /** 'Sin conexión: datos a <fecha>', dated when the card was saved. */
  nota: string;
}

export function vistaTarjeta(t: TarjetaPoliza, guardadaEl: Date): VistaTarjeta {
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
    nota: notaSinConexion(guardadaEl),
  };
}

export interface TarjetaGuardada {
  tarjeta: TarjetaPoliza;
  vista: VistaTarjeta;
  /** The QR as an SVG document. */
  qrSvg: string;
  /** When it was read from the API (ISO). */
  guardadaEl: string;
}

/** A copy this version can show (one saved by an older version is ignored). */
function esGuardada(json: unknown): json is TarjetaGuardada {
  const g = json as Partial<TarjetaGuardada> | null;
  return (
    typeof g?.tarjeta?.idPoliza === 'number' &&
    typeof g.vista?.producto === 'string' &&
    Array.isArray(g.vista.filas) &&
    typeof g.qrSvg === 'string' &&
    typeof g.guardadaEl === 'string'
  );
}

const clave = (idPoliza: number) => `${TARJETAS_SIN_CONEXION_URL}${idPoliza}`;
// Cache Storage exists in secure contexts only (https, localhost); elsewhere nothing is kept.
const disponible = () => typeof caches !== 'undefined';

export async function guardarTarjeta(g: TarjetaGuardada): Promise<void> {
  if (!disponible()) return;
  try {
    const cache = await caches.open(CACHE_TARJETAS);
    await cache.put(
      clave(g.tarjeta.idPoliza),
      new Response(JSON.stringify(g), { headers: { 'content-type': 'application/json' } }),
    );
  } catch {
    // A full or blocked storage only loses the offline copy.
  }
}

export async function leerTarjeta(idPoliza: number): Promise<TarjetaGuardada | null> {
  if (!disponible()) return null;
  try {
    const response = await (await caches.open(CACHE_TARJETAS)).match(clave(idPoliza));
    const json: unknown = response ? await response.json() : null;
    return esGuardada(json) ? json : null;
  } catch {
    return null;
  }
}
