import type { RamoConTarjeta, VigenciaPoliza } from '@area-cliente/shared/domain';
import type { Queryable } from '../db';

/** What the card and the certificate print of one of the caller's policies. */
export interface PolizaTarjeta extends VigenciaPoliza {
  idPoliza: number;
  ramo: RamoConTarjeta | string;
  numPoliza: string;
  producto: string;
  nombreTomador: string;
  matricula: string | null;
  vehiculo: string | null;
  direccionRiesgo: string | null;
  asegurados: string[];
}

const POLIZA_SQL = `
  SELECT p.id_poliza AS "idPoliza", p.ramo, p.num_poliza AS "numPoliza", p.producto, p.estado,
         p.fec_efecto::text AS "fecEfecto", p.fecha_vto::text AS "fechaVto",
         coalesce(t.nombre, p.titular, '') AS "nombreTomador",
         (s.tipo = 'DESISTIMIENTO') IS TRUE AS desistida,
         v.matricula, v.marca || ' ' || v.modelo AS vehiculo,
         h.direccion || ', ' || h.cod_postal || ' ' || h.poblacion || ' (' || h.provincia || ')' AS "direccionRiesgo",
         coalesce((SELECT array_agg(a.nombre_completo ORDER BY a.id_asegurado)
                     FROM poliza_asegurados a WHERE a.id_poliza = p.id_poliza), '{}') AS asegurados
    FROM polizas p
    LEFT JOIN personas t ON t.id_persona = p.id_tomador
    LEFT JOIN poliza_solicitudes_baja s ON s.id_poliza = p.id_poliza
    LEFT JOIN poliza_vehiculo v ON v.id_poliza = p.id_poliza
    LEFT JOIN poliza_hogar h ON h.id_poliza = p.id_poliza
   WHERE p.id_cliente = $1 AND p.id_poliza = $2`;

/** One of the client's policies; another client's answers undefined, like a missing one. */
export async function findPolizaTarjeta(
  db: Queryable,
  idCliente: number,
  idPoliza: number,
): Promise<PolizaTarjeta | undefined> {
  const row = await db.maybe<PolizaTarjeta & { idPoliza: number | string }>(POLIZA_SQL, [
    idCliente,
    idPoliza,
  ]);
  return row && { ...row, idPoliza: Number(row.idPoliza) };
}

/** Live card codes a policy keeps: an eleventh card opened pushes out the oldest. */
export const CODIGOS_VIVOS_POR_POLIZA = 10;

/**
 * Which QR a code is printed on. The card's are shown on a screen and replaced at will; a certificate's
 * is printed and must verify for as long as the certificate says, so it is never pushed out by others.
 */
export type TipoCodigo = 'TARJETA' | 'CERTIFICADO';

/**
 * Stores a new code's hash for the policy and drops the policy's expired codes and, of its card codes,
 * those beyond the newest CODIGOS_VIVOS_POR_POLIZA (certificate codes only expire). The policy's row is
 * locked first, so concurrent cards of one policy count in one order.
 */
export async function guardarCodigo(
  tx: Queryable,
  c: { idPoliza: number; tipo: TipoCodigo; hash: Buffer; emitidoEl: Date; caduca: string; hoy: string },
): Promise<void> {
  await tx.query('SELECT 1 FROM polizas WHERE id_poliza = $1 FOR UPDATE', [c.idPoliza]);
  await tx.query(
    'INSERT INTO tarjeta_codigos (codigo_hash, id_poliza, tipo, emitido_at, caduca) VALUES ($1, $2, $3, $4, $5)',
    [c.hash, c.idPoliza, c.tipo, c.emitidoEl, c.caduca],
  );
  await tx.query(
    `DELETE FROM tarjeta_codigos WHERE id_poliza = $1 AND (caduca < $2 OR (tipo = 'TARJETA' AND id_codigo NOT IN (
       SELECT id_codigo FROM tarjeta_codigos WHERE id_poliza = $1 AND tipo = 'TARJETA'
        ORDER BY emitido_at DESC, id_codigo DESC LIMIT $3)))`,
    [c.idPoliza, c.hoy, CODIGOS_VIVOS_POR_POLIZA],
  );
}

/** Revokes (deletes) every code of the policy: a revoked code and one never issued answer alike. */
export async function anularCodigos(tx: Queryable, idPoliza: number): Promise<number> {
  return (await tx.query('DELETE FROM tarjeta_codigos WHERE id_poliza = $1 RETURNING 1', [idPoliza])).length;
}

/** The policy a live code (by its hash) verifies on `hoy`, or undefined. */
export async function polizaDeCodigo(
  db: Queryable,
  hash: Buffer,
  hoy: string,
): Promise<VigenciaPoliza | undefined> {
  return db.maybe<VigenciaPoliza>(
    `SELECT p.estado, p.fec_efecto::text AS "fecEfecto", p.fecha_vto::text AS "fechaVto",
            (s.tipo = 'DESISTIMIENTO') IS TRUE AS desistida
       FROM tarjeta_codigos c
       JOIN polizas p USING (id_poliza)
       LEFT JOIN poliza_solicitudes_baja s ON s.id_poliza = p.id_poliza
      WHERE c.codigo_hash = $1 AND c.caduca >= $2`,
    [hash, hoy],
  );
}
