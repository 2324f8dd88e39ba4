import { FRANJAS_CONTACTO } from '@area-cliente/shared/contract';
import * as v from 'valibot';
import { eleccionVacia } from '../../components/eleccion-taller';
import type { Borrador } from './borrador';

/**
 * The draft survives a reload of the tab and nothing more: sessionStorage (never localStorage, it
 * holds personal data), tied to the customer so another login in the same tab never sees it.
 */
const CLAVE = 'ac.declaracionSiniestro';

const BorradorSchema = v.object({
  clave: v.pipe(v.string(), v.uuid()),
  paso: v.pipe(v.number(), v.integer(), v.minValue(0)),
  idPoliza: v.nullable(v.number()),
  tipo: v.string(),
  fecha: v.string(),
  lugar: v.string(),
  matricula: v.string(),
  aseguradora: v.string(),
  declaracionAmistosa: v.nullable(v.boolean()),
  descripcion: v.string(),
  fotos: v.array(
    v.object({
      uuid: v.pipe(v.string(), v.uuid()),
      nombre: v.string(),
      miniatura: v.nullable(v.string()),
    }),
  ),
  // Absent from a draft an earlier version of the page saved.
  taller: v.optional(
    v.object({ cp: v.string(), taller: v.string(), nombreTaller: v.string(), propio: v.string() }),
    () => eleccionVacia(),
  ),
  telefono: v.string(),
  franjaContacto: v.nullable(v.picklist(FRANJAS_CONTACTO)),
});

const GuardadoSchema = v.object({ idCliente: v.number(), borrador: BorradorSchema });

const storage = (): Storage | null => globalThis.sessionStorage ?? null;

/** The draft this customer left in this tab, or null (none, another customer's, or unreadable). */
export function leerBorrador(idCliente: number): Borrador | null {
  try {
    const raw = storage()?.getItem(CLAVE);
    if (!raw) return null;
    const parsed = v.safeParse(GuardadoSchema, JSON.parse(raw));
    return parsed.success && parsed.output.idCliente === idCliente ? parsed.output.borrador : null;
  } catch {
    return null;
  }
}

/** Keeps the draft; a full storage (many thumbnails) keeps it without them rather than not at all. */
export function guardarBorrador(idCliente: number, borrador: Borrador): void {
  const put = (b: Borrador) => storage()?.setItem(CLAVE, JSON.stringify({ idCliente, borrador: b }));
  try {
    put(borrador);
  } catch {
    try {
      put({ ...borrador, fotos: borrador.fotos.map((f) => ({ ...f, miniatura: null })) });
    } catch {
      // Storage refused even that (private mode): the journey goes on in memory.
    }
  }
}

export function borrarBorrador(): void {
  storage()?.removeItem(CLAVE);
}
