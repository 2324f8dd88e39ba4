import type { DocumentoBandeja, Documentos } from '@area-cliente/shared/contract';
import {
  DESCARGAS_BANDEJA,
  DOCUMENTOS_POR_PAGINA,
  NOMBRE_DOCUMENTO_AREA,
  normalizaBusqueda,
  ZONE,
  type ClaseDocumento,
  type DescargaBandeja,
} from '@area-cliente/shared/domain';
import type { Queryable } from '../db';
import { canonical } from './download-tokens';

/** A constant of the domain as an SQL string literal. */
const literal = (t: string) => `'${t.replaceAll("'", "''")}'`;

/**
 * Every document of client `$1` on day `$2`, with its read state: the openable contract documents
 * (digital PDFs, SPEC §4), the claims' documents and their notifications' attachments, the printable
 * receipts already issued (an Internauto policy's are not offered), and what the area produced for the
 * customer: the receipt of a non-renewal or withdrawal, a complaint's receipt, a signed SEPA mandate.
 * What the customer added themselves (`del_cliente`: a declared claim's photos and 'Parte de
 * siniestro') is theirs already, so it is never unread. Each branch starts from an index on the
 * client (polizas_cliente_idx, reclamaciones_cliente_idx, mandatos_sepa_cliente_idx) and follows an
 * index per step (migration 027 adds the claim documents' ones); the read state is one primary-key
 * probe per document. Days are Madrid days: the parameter `zona` holds ZONE.
 */
const documentosSql = (zona: `$${number}`) => `
  SELECT x.clase, x.descarga, x.referencia, x.nombre, x.contexto, x.id_poliza, x.num_poliza, x.fecha,
         x.del_cliente OR l.referencia IS NOT NULL AS leido
    FROM (
      SELECT 'POLIZA' AS clase, 'CCPP' AS descarga, d.id_documento::text AS referencia, d.nombre,
             p.producto || ' · Nº ' || p.num_poliza AS contexto, p.id_poliza, p.num_poliza,
             d.fecha_efecto AS fecha, false AS del_cliente
        FROM polizas p JOIN poliza_documentos d USING (id_poliza)
       WHERE p.id_cliente = $1 AND d.estado = 'DIGITAL_CERTIFICADA' AND d.mime_type = 'application/pdf'
      UNION ALL
      -- A claim document has no date of its own: the claim's opening day; once signed in the area it
      -- opens as its signed copy, dated the day it was signed.
      SELECT 'SINIESTRO', 'DOCUMENTO', d.uuid::text,
             CASE WHEN f.id_firma IS NULL THEN d.nombre_doc ELSE 'Copia firmada: ' || d.nombre_doc END,
             s.titulo || ' · Nº ' || s.num_siniestro, p.id_poliza, p.num_poliza,
             coalesce((f.firmado_at AT TIME ZONE ${zona}::text)::date, s.fec_apertura), false
        FROM polizas p JOIN siniestros s USING (id_poliza) JOIN siniestro_documentos d USING (id_siniestro)
        LEFT JOIN firmas_documento f ON f.id_documento = d.id_documento
       WHERE p.id_cliente = $1
      UNION ALL
      SELECT 'SINIESTRO', 'DOCUMENTO', d.uuid::text, d.nombre_doc,
             s.titulo || ' · Nº ' || s.num_siniestro, p.id_poliza, p.num_poliza,
             (n.fecha AT TIME ZONE ${zona}::text)::date, d.del_cliente
        FROM polizas p JOIN siniestros s USING (id_poliza)
        JOIN siniestro_notificaciones n USING (id_siniestro) JOIN notificacion_documentos d USING (id_notificacion)
       WHERE p.id_cliente = $1
      UNION ALL
      SELECT 'RECIBO', 'RECIBO', r.id_recibo::text, 'Recibo Nº ' || r.num_recibo,
             p.producto || ' · Póliza Nº ' || p.num_poliza, p.id_poliza, p.num_poliza, r.fec_recibo, false
        FROM polizas p JOIN recibos r USING (id_poliza)
       WHERE p.id_cliente = $1 AND r.imprimible AND NOT p.es_internauto AND r.fec_recibo <= $2::date
      UNION ALL
      -- Opened by the policy's id, like its own screen's button.
      SELECT 'POLIZA', 'JUSTIFICANTE_BAJA', p.id_poliza::text,
             CASE b.tipo WHEN 'NO_RENOVAR' THEN ${literal(NOMBRE_DOCUMENTO_AREA.NO_RENOVAR)}
                         ELSE ${literal(NOMBRE_DOCUMENTO_AREA.DESISTIMIENTO)} END,
             p.producto || ' · Nº ' || p.num_poliza, p.id_poliza, p.num_poliza,
             (b.created_at AT TIME ZONE ${zona}::text)::date, false
        FROM polizas p JOIN poliza_solicitudes_baja b USING (id_poliza)
       WHERE p.id_cliente = $1
      UNION ALL
      SELECT 'RECLAMACION', 'RECLAMACION', r.codigo, ${literal(NOMBRE_DOCUMENTO_AREA.RECLAMACION)},
             'Reclamación Nº ' || r.codigo, NULL::bigint, NULL::text,
             (r.presentada_at AT TIME ZONE ${zona}::text)::date, false
        FROM reclamaciones r
       WHERE r.id_cliente = $1
      UNION ALL
      -- The account's last four digits: enough to tell one mandate from another.
      SELECT 'CUENTA', 'MANDATO_SEPA', m.referencia, ${literal(NOMBRE_DOCUMENTO_AREA.MANDATO_SEPA)},
             'Cuenta de cobro terminada en ' || right(m.iban, 4), NULL::bigint, NULL::text,
             (m.firmado_at AT TIME ZONE ${zona}::text)::date, false
        FROM mandatos_sepa m
       WHERE m.id_cliente = $1
    ) x
    LEFT JOIN documentos_leidos l ON l.id_cliente = $1 AND l.tipo = x.descarga AND l.referencia = x.referencia`;

// Accents and case do not matter when searching ('poliza' finds 'Póliza'); the same folding both sides.
const CON_ACENTO = 'áàâäéèêëíìîïóòôöúùûüñç';
const SIN_ACENTO = 'aaaaeeeeiiiioooouuuunc';
const pliega = (sql: string) => `translate(lower(${sql}), '${CON_ACENTO}', '${SIN_ACENTO}')`;

/** The search text as a LIKE pattern: its own %, _ and \ are literal. */
const patron = (texto: string) => `%${texto.replace(/[\\%_]/g, '\\$&')}%`;

export type FiltroDocumentos = { clase?: ClaseDocumento; idPoliza?: number; texto?: string; pagina: number };

/**
 * One page of the client's documents, newest first, with how many match the filters and how many of
 * those are unread. One statement: the page and its counts see the same snapshot.
 */
export async function listarDocumentos(
  db: Queryable,
  idCliente: number,
  today: string,
  filtro: FiltroDocumentos,
): Promise<Documentos> {
  const texto = normalizaBusqueda(filtro.texto ?? '');
  const row = await db.one<{ total: number; noLeidos: number; documentos: DocumentoBandeja[] }>(
    `WITH docs AS MATERIALIZED (${documentosSql('$8')}),
     filtrados AS (
       SELECT * FROM docs
        WHERE ($3::text IS NULL OR clase = $3)
          AND ($4::bigint IS NULL OR id_poliza = $4)
          AND ($5::text IS NULL OR ${pliega("nombre || ' ' || contexto")} LIKE ${pliega('$5')} ESCAPE '\\')
     ),
     pagina AS (
       SELECT * FROM filtrados ORDER BY fecha DESC, clase, referencia DESC LIMIT $6 OFFSET $7
     )
     SELECT (SELECT count(*) FROM filtrados)::int AS total,
            (SELECT count(*) FROM filtrados WHERE NOT leido)::int AS "noLeidos",
            COALESCE((SELECT json_agg(json_build_object(
                'clase', clase, 'descarga', descarga, 'referencia', referencia, 'nombre', nombre,
                'contexto', contexto, 'idPoliza', id_poliza, 'numPoliza', num_poliza,
                'fecha', fecha, 'leido', leido) ORDER BY fecha DESC, clase, referencia DESC)
                FROM pagina), '[]'::json) AS documentos`,
    [
      idCliente,
      today,
      filtro.clase ?? null,
      filtro.idPoliza ?? null,
      texto === '' ? null : patron(texto),
      DOCUMENTOS_POR_PAGINA,
      (filtro.pagina - 1) * DOCUMENTOS_POR_PAGINA,
      ZONE,
    ],
  );
  return { documentos: row.documentos, pagina: filtro.pagina, total: row.total, noLeidos: row.noLeidos };
}

/** How many of the client's documents are unread: the header's badge. */
export async function contarNoLeidos(db: Queryable, idCliente: number, today: string): Promise<number> {
  const row = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM (${documentosSql('$3')}) docs WHERE NOT leido`,
    [idCliente, today, ZONE],
  );
  return row.n;
}

/** Whether a download kind is one the inbox lists (and so keeps a read state for). */
export const esDescargaBandeja = (tipo: string): tipo is DescargaBandeja =>
  (DESCARGAS_BANDEJA as readonly string[]).includes(tipo);

/**
 * Marks one of the client's documents read (the caller has checked it is theirs). Idempotent in one
 * statement: of any number of concurrent openings one row stays, with the first one's time.
 */
export async function marcarLeido(
  db: Queryable,
  idCliente: number,
  tipo: DescargaBandeja,
  referencia: string,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO documentos_leidos (id_cliente, tipo, referencia, leido_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id_cliente, tipo, referencia) DO NOTHING`,
    [idCliente, tipo, canonical(tipo, referencia), now],
  );
}

/**
 * Marks read every document of the client dated on or before `hasta` that is not yet (demo data: what
 * the customer had already seen before the demo's month). One statement, like the list.
 */
export async function marcarLeidosHasta(
  db: Queryable,
  idCliente: number,
  today: string,
  hasta: string,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO documentos_leidos (id_cliente, tipo, referencia, leido_at)
     SELECT $1, descarga, referencia, $4 FROM (${documentosSql('$5')}) docs WHERE NOT leido AND fecha <= $3::date
     ON CONFLICT (id_cliente, tipo, referencia) DO NOTHING`,
    [idCliente, today, hasta, now, ZONE],
  );
}
