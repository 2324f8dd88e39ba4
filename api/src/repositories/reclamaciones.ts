import type { EstadoReclamacion, TipoAsuntoReclamacion } from '@area-cliente/shared/domain';
import { formatAmount, formatDate } from '@area-cliente/shared/domain';
import type { Queryable } from '../db';

/** One of the customer's things a complaint may be about, labelled as the form lists it. */
export interface AsuntoReclamacion {
  tipo: TipoAsuntoReclamacion;
  referencia: string;
  etiqueta: string;
}

/** A complaint row as the service reads it. */
export interface ReclamacionGuardada {
  codigo: string;
  huella: string;
  estado: EstadoReclamacion;
  asunto: string;
  motivo: string;
  descripcion: string;
  contacto: string | null;
  presentadaEl: Date;
  fechaLimite: string;
  respuesta: string | null;
  respondidaEl: Date | null;
  insatisfecha: boolean;
}

/** The general subject: a complaint about the company's service as a whole. */
const ASUNTO_GENERAL: AsuntoReclamacion = {
  tipo: 'GENERAL',
  referencia: '',
  etiqueta: 'General (no trata de una póliza, siniestro o recibo concretos)',
};

const ASUNTOS_SQL = `
  SELECT 'POLIZA' AS tipo, p.id_poliza::text AS referencia, p.producto AS a, p.num_poliza AS b,
         NULL::date AS fecha, NULL::numeric AS importe, p.fec_efecto AS orden
    FROM polizas p WHERE p.id_cliente = $1
  UNION ALL
  SELECT 'SINIESTRO', s.num_siniestro, s.titulo, s.num_siniestro, s.fec_ocurrencia, NULL, s.fec_ocurrencia
    FROM siniestros s JOIN polizas p USING (id_poliza) WHERE p.id_cliente = $1
  UNION ALL
  SELECT 'RECIBO', r.id_recibo::text, p.producto, p.num_poliza, r.fec_recibo, r.importe_neto, r.fec_recibo
    FROM recibos r JOIN polizas p USING (id_poliza)
   WHERE p.id_cliente = $1`;

interface AsuntoRow {
  tipo: Exclude<TipoAsuntoReclamacion, 'GENERAL'>;
  referencia: string;
  a: string;
  b: string;
  fecha: Date | string | null;
  importe: string | number | null;
}

const isoDate = (d: Date | string | null) =>
  d === null ? '' : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10);

function etiqueta(r: AsuntoRow): string {
  if (r.tipo === 'POLIZA') return `Póliza ${r.a} - ${r.b}`;
  if (r.tipo === 'SINIESTRO') return `Siniestro ${r.b} · ${r.a} (${formatDate(isoDate(r.fecha))})`;
  return `Recibo ${formatDate(isoDate(r.fecha))} · ${r.a} - ${r.b} · ${formatAmount(Number(r.importe))}`;
}

/** The customer's policies, claims and receipts a complaint may name, then the general subject. */
export async function asuntosReclamacion(db: Queryable, idCliente: number): Promise<AsuntoReclamacion[]> {
  const rows = await db.query<AsuntoRow>(
    `SELECT * FROM (${ASUNTOS_SQL}) a
      ORDER BY CASE tipo WHEN 'RECIBO' THEN 1 WHEN 'SINIESTRO' THEN 2 ELSE 3 END, orden DESC, referencia
      LIMIT 200`,
    [idCliente],
  );
  return [
    ...rows.map((r) => ({ tipo: r.tipo, referencia: r.referencia, etiqueta: etiqueta(r) })),
    ASUNTO_GENERAL,
  ];
}

/** The subject if it is the caller's own (another customer's answers like a missing one). */
export async function asuntoPropio(
  db: Queryable,
  idCliente: number,
  asunto: { tipo: TipoAsuntoReclamacion; referencia: string },
): Promise<AsuntoReclamacion | undefined> {
  if (asunto.tipo === 'GENERAL') return asunto.referencia === '' ? ASUNTO_GENERAL : undefined;
  // Ids are compared as text: a malformed reference simply matches nothing.
  const row = await db.maybe<AsuntoRow>(
    `SELECT * FROM (${ASUNTOS_SQL}) a WHERE tipo = $2 AND referencia = $3`,
    [idCliente, asunto.tipo, asunto.referencia],
  );
  return row && { tipo: row.tipo, referencia: row.referencia, etiqueta: etiqueta(row) };
}

const COLUMNAS = `codigo, huella, estado, asunto_texto AS asunto, motivo, descripcion, contacto,
  presentada_at AS "presentadaEl", fecha_limite::text AS "fechaLimite", respuesta,
  respondida_at AS "respondidaEl", insatisfecha_at IS NOT NULL AS insatisfecha`;

const fila = (r: ReclamacionGuardada): ReclamacionGuardada => ({
  ...r,
  presentadaEl: new Date(r.presentadaEl),
  respondidaEl: r.respondidaEl === null ? null : new Date(r.respondidaEl),
});

/** The customer's complaints, newest first. */
export async function reclamacionesDe(db: Queryable, idCliente: number): Promise<ReclamacionGuardada[]> {
  const rows = await db.query<ReclamacionGuardada>(
    `SELECT ${COLUMNAS} FROM reclamaciones WHERE id_cliente = $1
      ORDER BY presentada_at DESC, id_reclamacion DESC LIMIT 100`,
    [idCliente],
  );
  return rows.map(fila);
}

/** One of the customer's complaints by its code; another customer's is not found. */
export async function reclamacionPorCodigo(
  db: Queryable,
  idCliente: number,
  codigo: string,
): Promise<ReclamacionGuardada | undefined> {
  const row = await db.maybe<ReclamacionGuardada>(
    `SELECT ${COLUMNAS} FROM reclamaciones WHERE id_cliente = $1 AND codigo = $2`,
    [idCliente, codigo],
  );
  return row && fila(row);
}

export async function reclamacionPorClave(
  db: Queryable,
  idCliente: number,
  clave: string,
): Promise<ReclamacionGuardada | undefined> {
  const row = await db.maybe<ReclamacionGuardada>(
    `SELECT ${COLUMNAS} FROM reclamaciones WHERE id_cliente = $1 AND clave_idempotencia = $2`,
    [idCliente, clave],
  );
  return row && fila(row);
}

/** Files a complaint; false when the code is taken (the caller draws another). */
export async function insertReclamacion(
  db: Queryable,
  r: {
    codigo: string;
    idCliente: number;
    clave: string;
    huella: string;
    asunto: AsuntoReclamacion;
    motivo: string;
    descripcion: string;
    contacto: string | null;
    now: Date;
    fechaLimite: string;
  },
): Promise<boolean> {
  const row = await db.maybe(
    `INSERT INTO reclamaciones (codigo, id_cliente, clave_idempotencia, huella, asunto_tipo, asunto_referencia,
       asunto_texto, motivo, descripcion, contacto, presentada_at, fecha_limite)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (codigo) DO NOTHING RETURNING 1`,
    [
      r.codigo,
      r.idCliente,
      r.clave,
      r.huella,
      r.asunto.tipo,
      r.asunto.referencia,
      r.asunto.etiqueta,
      r.motivo,
      r.descripcion,
      r.contacto,
      r.now,
      r.fechaLimite,
    ],
  );
  return row !== undefined;
}

/** Marks the answer as not satisfying; true only for the call that marked it (once, the first time stays). */
export async function marcaInsatisfecha(
  db: Queryable,
  idCliente: number,
  codigo: string,
  now: Date,
): Promise<boolean> {
  const row = await db.maybe(
    `UPDATE reclamaciones SET insatisfecha_at = $3
      WHERE id_cliente = $1 AND codigo = $2 AND respuesta IS NOT NULL AND insatisfecha_at IS NULL RETURNING 1`,
    [idCliente, codigo, now],
  );
  return row !== undefined;
}
