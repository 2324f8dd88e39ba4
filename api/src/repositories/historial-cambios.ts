import type { Queryable } from '../db';

/** One change the customer made themselves, as 'Mis datos' lists it. */
export interface CambioCliente {
  tipo: string;
  descripcion: string;
  idPoliza: number | null;
  dispositivo: string | null;
  fecha: string;
}

/**
 * Records a change in the customer's history, in the caller's transaction so a change and its record
 * land together. The session's device label is copied: the session row is deleted when it expires.
 */
export async function registrarCambio(
  db: Queryable,
  c: {
    idCliente: number;
    idSesion: number;
    ip: string;
    tipo: string;
    descripcion: string;
    idPoliza?: number;
    now: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO historial_cambios (id_cliente, id_sesion, dispositivo, ip, tipo, descripcion, id_poliza, created_at)
     SELECT $1, $2, (SELECT dispositivo FROM sesiones WHERE id_sesion = $2), $3, $4, $5, $6, $7`,
    [c.idCliente, c.idSesion, c.ip, c.tipo, c.descripcion, c.idPoliza ?? null, c.now],
  );
}

/** The customer's changes, newest first. */
export async function historialCambios(
  db: Queryable,
  idCliente: number,
  limit = 50,
): Promise<CambioCliente[]> {
  const rows = await db.query<CambioCliente & { fecha: Date | string; idPoliza: number | string | null }>(
    `SELECT tipo, descripcion, id_poliza AS "idPoliza", dispositivo, created_at AS fecha
       FROM historial_cambios WHERE id_cliente = $1 ORDER BY created_at DESC, id_cambio DESC LIMIT $2`,
    [idCliente, limit],
  );
  return rows.map((r) => ({
    ...r,
    idPoliza: r.idPoliza === null ? null : Number(r.idPoliza),
    fecha: new Date(r.fecha).toISOString(),
  }));
}
