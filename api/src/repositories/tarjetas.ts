import type { RamoConTarjeta, RiesgoPoliza, VigenciaPoliza } from '@area-cliente/shared/domain';
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
 * Revoked or expired codes a policy keeps per pool, newest issued first, so the public check can say
 * 'Código anulado' or 'Código caducado' rather than 'No consta'; older ones are deleted and read like an
 * unknown code. It bounds the table however often a card is opened (60 an hour).
 */
export const CODIGOS_RETIRADOS_POR_POLIZA = 50;

/**
 * Deletes, of each pool of the policy, the codes that no longer verify (revoked, or expired by `hoy`)
 * beyond the newest CODIGOS_RETIRADOS_POR_POLIZA.
 */
async function podarRetirados(tx: Queryable, idPoliza: number, hoy: string): Promise<void> {
  await tx.query(
    `DELETE FROM tarjeta_codigos WHERE id_codigo IN (
       SELECT id_codigo FROM (
         SELECT id_codigo, row_number() OVER (PARTITION BY tipo ORDER BY emitido_at DESC, id_codigo DESC) AS n
           FROM tarjeta_codigos
          WHERE id_poliza = $1 AND (anulado_at IS NOT NULL OR caduca < $2)) r
        WHERE r.n > $3)`,
    [idPoliza, hoy, CODIGOS_RETIRADOS_POR_POLIZA],
  );
}

/**
 * Stores a new code's hash for the policy; of its live card codes, those beyond the newest
 * CODIGOS_VIVOS_POR_POLIZA are revoked (certificate codes only expire); then the policy's retired codes
 * are pruned. The policy's row is locked first, so concurrent cards of one policy count in one order.
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
    `UPDATE tarjeta_codigos SET anulado_at = $4
      WHERE id_poliza = $1 AND tipo = 'TARJETA' AND anulado_at IS NULL AND caduca >= $2
        AND id_codigo NOT IN (
          SELECT id_codigo FROM tarjeta_codigos
           WHERE id_poliza = $1 AND tipo = 'TARJETA' AND anulado_at IS NULL AND caduca >= $2
           ORDER BY emitido_at DESC, id_codigo DESC LIMIT $3)`,
    [c.idPoliza, c.hoy, CODIGOS_VIVOS_POR_POLIZA, c.emitidoEl],
  );
  await podarRetirados(tx, c.idPoliza, c.hoy);
}

/**
 * Revokes every live code of the policy (they are kept, marked, so the public check says 'Código
 * anulado'); answers how many.
 */
export async function anularCodigos(
  tx: Queryable,
  idPoliza: number,
  now: Date,
  hoy: string,
): Promise<number> {
  const n = (
    await tx.query(
      `UPDATE tarjeta_codigos SET anulado_at = $2
        WHERE id_poliza = $1 AND anulado_at IS NULL AND caduca >= $3 RETURNING 1`,
      [idPoliza, now, hoy],
    )
  ).length;
  await podarRetirados(tx, idPoliza, hoy);
  return n;
}

/** A stored code (by its hash) with what the public check may show of its policy. */
export interface CodigoConPoliza extends RiesgoPoliza {
  anulado: boolean;
  caduca: string;
  poliza: VigenciaPoliza;
  producto: string;
  numPoliza: string;
}

/**
 * The code stored with this hash and its policy, or undefined: one statement by the unique hash, the
 * same for every code, so an unknown one takes the same path as a known one.
 */
export async function codigoConPoliza(db: Queryable, hash: Buffer): Promise<CodigoConPoliza | undefined> {
  const row = await db.maybe<Omit<CodigoConPoliza, 'poliza'> & VigenciaPoliza>(
    `SELECT c.anulado_at IS NOT NULL AS anulado, c.caduca::text AS caduca,
            p.estado, p.fec_efecto::text AS "fecEfecto", p.fecha_vto::text AS "fechaVto",
            (s.tipo = 'DESISTIMIENTO') IS TRUE AS desistida,
            p.ramo, p.producto, p.num_poliza AS "numPoliza",
            v.matricula, h.cod_postal AS "codPostal", h.poblacion,
            coalesce((SELECT array_agg(a.nombre_completo ORDER BY a.id_asegurado)
                        FROM poliza_asegurados a WHERE a.id_poliza = p.id_poliza), '{}') AS asegurados
       FROM tarjeta_codigos c
       JOIN polizas p USING (id_poliza)
       LEFT JOIN poliza_solicitudes_baja s ON s.id_poliza = p.id_poliza
       LEFT JOIN poliza_vehiculo v ON v.id_poliza = p.id_poliza
       LEFT JOIN poliza_hogar h ON h.id_poliza = p.id_poliza
      WHERE c.codigo_hash = $1`,
    [hash],
  );
  if (!row) return undefined;
  const { estado, fecEfecto, fechaVto, desistida, ...resto } = row;
  return { ...resto, poliza: { estado, fecEfecto, fechaVto, desistida } };
}
