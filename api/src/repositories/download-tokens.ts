import type { DescargaTipo } from '@area-cliente/shared/contract';
import {
  CODIGO_RECLAMACION,
  ID_EN_RUTA,
  NUMERO_EN_RUTA,
  RAMOS_CON_TARJETA,
  type Ramo,
  UUID_EN_RUTA,
} from '@area-cliente/shared/domain';
import type { Queryable } from '../db';
import type { Clock } from '../lib/clock';
import { newToken, sha256 } from '../lib/crypto';

/**
 * What a token may be issued for: the contract's downloads, the complaint's acknowledgement and the
 * insurance certificate of a policy with a digital card.
 */
export type TipoDescarga = DescargaTipo | 'CERTIFICADO_SEGURO';

/** A download token lives just long enough for the new tab to ask for its document. */
export const DOWNLOAD_TOKEN_TTL_SECONDS = 120;

// newToken(): 32 bytes in base64url, 43 characters.
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Ownership of each downloadable record: SQL that returns a row when `$2` belongs to client `$1`
 * (`$3`, when given, is the rule's own parameter: the lines it applies to, never written in the SQL).
 * The reference is checked for shape first, so a malformed one never reaches a typed cast.
 */
const OWNERSHIP: Record<TipoDescarga, { shape: RegExp; sql: string; param?: unknown }> = {
  CCPP: {
    shape: ID_EN_RUTA,
    sql: `SELECT 1 FROM poliza_documentos d JOIN polizas p USING (id_poliza)
           WHERE p.id_cliente = $1 AND d.id_documento = $2::bigint`,
  },
  RECIBO: {
    shape: ID_EN_RUTA,
    sql: `SELECT 1 FROM recibos r JOIN polizas p USING (id_poliza)
           WHERE p.id_cliente = $1 AND r.id_recibo = $2::bigint`,
  },
  // A claim document or a document attached to one of the claim's notifications.
  DOCUMENTO: {
    shape: UUID_EN_RUTA,
    sql: `SELECT 1 FROM siniestro_documentos d
            JOIN siniestros s USING (id_siniestro) JOIN polizas p USING (id_poliza)
           WHERE p.id_cliente = $1 AND d.uuid = $2::uuid
          UNION ALL
          SELECT 1 FROM notificacion_documentos d
            JOIN siniestro_notificaciones n USING (id_notificacion)
            JOIN siniestros s USING (id_siniestro) JOIN polizas p USING (id_poliza)
           WHERE p.id_cliente = $1 AND d.uuid = $2::uuid`,
  },
  MANDATO_SEPA: {
    shape: /^[A-Z0-9-]{10,35}$/,
    sql: 'SELECT 1 FROM mandatos_sepa WHERE id_cliente = $1 AND referencia = $2',
  },
  CERTIFICADO_MASCOTA: {
    shape: NUMERO_EN_RUTA,
    sql: 'SELECT 1 FROM polizas p WHERE p.id_cliente = $1 AND p.num_poliza = $2 AND p.ramo = $3',
    param: 'MASC' satisfies Ramo,
  },
  // A complaint's acknowledgement (justificante), by its tracking code.
  RECLAMACION: {
    shape: CODIGO_RECLAMACION,
    sql: 'SELECT 1 FROM reclamaciones WHERE id_cliente = $1 AND codigo = $2',
  },
  // An attachment sent in one of the customer's conversations (by either side), by its uuid.
  ADJUNTO_MENSAJE: {
    shape: UUID_EN_RUTA,
    sql: `SELECT 1 FROM mensaje_adjuntos
           WHERE id_cliente = $1 AND uuid = $2::uuid AND id_mensaje IS NOT NULL`,
  },
  // The insurance certificate, of the lines with a digital card only.
  CERTIFICADO_SEGURO: {
    shape: ID_EN_RUTA,
    sql: `SELECT 1 FROM polizas p WHERE p.id_cliente = $1 AND p.id_poliza = $2::bigint
             AND p.ramo = ANY($3::text[])`,
    param: RAMOS_CON_TARJETA,
  },
  // The receipt of a non-renewal or withdrawal the client asked for on their policy.
  JUSTIFICANTE_BAJA: {
    shape: ID_EN_RUTA,
    sql: `SELECT 1 FROM poliza_solicitudes_baja s JOIN polizas p USING (id_poliza)
           WHERE p.id_cliente = $1 AND s.id_poliza = $2::bigint`,
  },
};

/** Uuids are compared lower-case, so the token (and the read state) match however the path spells them. */
export const canonical = (tipo: TipoDescarga, referencia: string) =>
  tipo === 'DOCUMENTO' ? referencia.toLowerCase() : referencia;

/** Whether the referenced record exists and belongs to the client (either way the caller answers 404). */
export async function ownsDownload(
  db: Queryable,
  idCliente: number,
  tipo: TipoDescarga,
  referencia: string,
): Promise<boolean> {
  const rule = OWNERSHIP[tipo];
  if (!rule.shape.test(referencia)) return false;
  const params = 'param' in rule ? [idCliente, referencia, rule.param] : [idCliente, referencia];
  return (await db.maybe(rule.sql, params)) !== undefined;
}

/**
 * Issues a token for one document of one client, bound to the session that asked; only its SHA-256
 * is stored. The caller must have checked ownership with `ownsDownload`. Spent and expired tokens are
 * removed by the retention purge.
 */
export async function issueDownloadToken(
  db: Queryable,
  clock: Clock,
  grant: { idCliente: number; idSesion: number; tipo: TipoDescarga; referencia: string },
): Promise<{ tokenDescarga: string; caducaEnSegundos: number }> {
  const token = newToken();
  const now = clock.now();
  await db.query(
    `INSERT INTO tokens_descarga (token_hash, id_cliente, id_sesion, tipo, referencia, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      sha256(token),
      grant.idCliente,
      grant.idSesion,
      grant.tipo,
      canonical(grant.tipo, grant.referencia),
      now,
      new Date(now.getTime() + DOWNLOAD_TOKEN_TTL_SECONDS * 1000),
    ],
  );
  return { tokenDescarga: token, caducaEnSegundos: DOWNLOAD_TOKEN_TTL_SECONDS };
}

/**
 * Spends a download token: the client it was issued to, when it was issued for exactly this
 * document, is unused and unexpired, and the session that asked for it is still open; otherwise null.
 * One statement, so of two concurrent uses only one gets the document.
 */
export async function spendDownloadToken(
  db: Queryable,
  clock: Clock,
  request: { token: string; tipo: TipoDescarga; referencia: string },
): Promise<number | null> {
  if (!TOKEN.test(request.token)) return null;
  const now = clock.now();
  const row = await db.maybe<{ idCliente: number }>(
    `UPDATE tokens_descarga t SET used_at = $4
       FROM sesiones s
      WHERE t.token_hash = $1 AND t.tipo = $2 AND t.referencia = $3
        AND t.expires_at > $4 AND t.used_at IS NULL
        AND s.id_sesion = t.id_sesion AND s.revoked_at IS NULL AND s.expires_at > $4
      RETURNING t.id_cliente AS "idCliente"`,
    [sha256(request.token), request.tipo, canonical(request.tipo, request.referencia), now],
  );
  return row?.idCliente ?? null;
}
