import type { Queryable } from '../db';

/*
 * Signing claim documents: the signing attempts (the exact PDF shown and the PIN sent) and
 * the signatures' audit trail.
 */

export interface SolicitudFirma {
  idSolicitud: number;
  pinHash: Uint8Array;
  intentos: number;
  sha256: string;
  referenciaEnvio: string;
  pdf: Uint8Array;
}

/** The claim document's id when it belongs to the client (another's reads as missing). */
export async function documentoDelCliente(
  db: Queryable,
  idCliente: number,
  uuid: string,
): Promise<number | undefined> {
  const row = await db.maybe<{ id: number | string }>(
    `SELECT d.id_documento AS id FROM siniestro_documentos d
       JOIN siniestros s USING (id_siniestro) JOIN polizas p USING (id_poliza)
      WHERE p.id_cliente = $1 AND d.uuid = $2::uuid`,
    [idCliente, uuid],
  );
  return row && Number(row.id);
}

export async function insertSolicitudFirma(
  db: Queryable,
  s: {
    idDocumento: number;
    idCliente: number;
    idSesion: number;
    pdf: Buffer;
    sha256: string;
    pinHash: Buffer;
    referenciaEnvio: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO firma_solicitudes (id_documento, id_cliente, id_sesion, pdf, sha256, pin_hash,
                                    referencia_envio, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      s.idDocumento,
      s.idCliente,
      s.idSesion,
      s.pdf,
      s.sha256,
      s.pinHash,
      s.referenciaEnvio,
      s.now,
      s.expiresAt,
    ],
  );
}

/** When the session last asked for a PIN for any document (the resend wait), or undefined. */
export async function ultimaSolicitudFirma(db: Queryable, idSesion: number): Promise<Date | undefined> {
  const row = await db.maybe<{ createdAt: Date }>(
    `SELECT created_at AS "createdAt" FROM firma_solicitudes
      WHERE id_sesion = $1 ORDER BY created_at DESC, id_solicitud DESC LIMIT 1`,
    [idSesion],
  );
  return row && new Date(row.createdAt);
}

const NEWEST = `SELECT id_solicitud FROM firma_solicitudes
                 WHERE id_cliente = $1 AND id_sesion = $2 AND id_documento = $3
                 ORDER BY created_at DESC, id_solicitud DESC LIMIT 1`;

/**
 * Takes one attempt of the session's newest PIN for the document when it is unused, unexpired and
 * has attempts left; one statement, so concurrent guesses never get more than `max`. Else undefined.
 */
export function takeIntentoFirma(
  db: Queryable,
  k: { idCliente: number; idSesion: number; idDocumento: number },
  now: Date,
  max: number,
): Promise<SolicitudFirma | undefined> {
  return db.maybe<SolicitudFirma>(
    `UPDATE firma_solicitudes SET intentos = intentos + 1
      WHERE id_solicitud = (${NEWEST})
        AND usado_at IS NULL AND expires_at > $4 AND intentos < $5
      RETURNING id_solicitud AS "idSolicitud", pin_hash AS "pinHash", intentos, sha256,
                referencia_envio AS "referenciaEnvio", pdf`,
    [k.idCliente, k.idSesion, k.idDocumento, now, max],
  );
}

/** Why the session's newest PIN for the document took no attempt. */
export async function estadoSolicitudFirma(
  db: Queryable,
  k: { idCliente: number; idSesion: number; idDocumento: number },
  now: Date,
  max: number,
): Promise<'NINGUNO' | 'USADO' | 'CADUCADO' | 'AGOTADO'> {
  const row = await db.maybe<{ usado: boolean; caducado: boolean }>(
    `SELECT usado_at IS NOT NULL AS usado, expires_at <= $4 AS caducado, intentos >= $5 AS agotado
       FROM firma_solicitudes WHERE id_solicitud = (${NEWEST})`,
    [k.idCliente, k.idSesion, k.idDocumento, now, max],
  );
  if (!row) return 'NINGUNO';
  return row.usado ? 'USADO' : row.caducado ? 'CADUCADO' : 'AGOTADO';
}

/** Spends a signing PIN; false when another request spent it first. */
export async function usarSolicitudFirma(db: Queryable, idSolicitud: number, now: Date): Promise<boolean> {
  const row = await db.maybe(
    `UPDATE firma_solicitudes SET usado_at = $2 WHERE id_solicitud = $1 AND usado_at IS NULL
     RETURNING id_solicitud`,
    [idSolicitud, now],
  );
  return row !== undefined;
}

/**
 * The PDF a pending document's download serves while one of the client's PINs for it is open: the
 * exact bytes whose SHA-256 the customer was shown. Undefined when none is open.
 */
export async function pdfPorFirmar(
  db: Queryable,
  idCliente: number,
  uuid: string,
  now: Date,
): Promise<Uint8Array | undefined> {
  const row = await db.maybe<{ pdf: Uint8Array }>(
    `SELECT f.pdf FROM firma_solicitudes f JOIN siniestro_documentos d USING (id_documento)
      WHERE f.id_cliente = $1 AND d.uuid = $2::uuid AND d.aceptado IS NULL
        AND f.usado_at IS NULL AND f.expires_at > $3
      ORDER BY f.created_at DESC, f.id_solicitud DESC LIMIT 1`,
    [idCliente, uuid, now],
  );
  return row?.pdf;
}

/**
 * Locks the document's row until the transaction ends and answers whether it still waits for an
 * answer: concurrent signatures of one document queue here and only the first finds it pending.
 */
export async function bloquearDocumentoPendiente(db: Queryable, idDocumento: number): Promise<boolean> {
  const row = await db.one<{ pendiente: boolean }>(
    'SELECT aceptado IS NULL AS pendiente FROM siniestro_documentos WHERE id_documento = $1 FOR UPDATE',
    [idDocumento],
  );
  return row.pendiente;
}

export interface Firma {
  referencia: string;
  nombreFirmante: string;
  numDocFirmante: string;
  metodo: 'SES_PIN_SMS';
  referenciaSesion: string;
  ip: string;
  sha256: string;
  referenciaEnvio: string;
  firmadoAt: Date;
}

/** Records the signature and marks the document signed, in the caller's transaction. */
export async function insertFirma(
  db: Queryable,
  f: Firma & { idDocumento: number; idCliente: number; idSesion: number; pdfOriginal: Uint8Array },
): Promise<void> {
  await db.query(
    `INSERT INTO firmas_documento (referencia, id_documento, id_cliente, nombre_firmante, num_doc_firmante,
                                   metodo, id_sesion, referencia_sesion, ip, sha256, referencia_envio,
                                   pdf_original, firmado_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      f.referencia,
      f.idDocumento,
      f.idCliente,
      f.nombreFirmante,
      f.numDocFirmante,
      f.metodo,
      f.idSesion,
      f.referenciaSesion,
      f.ip,
      f.sha256,
      f.referenciaEnvio,
      f.pdfOriginal,
      f.firmadoAt,
    ],
  );
  await db.query(
    'UPDATE siniestro_documentos SET aceptado = true, fecha_firma = $2 WHERE id_documento = $1',
    [f.idDocumento, f.firmadoAt],
  );
}

/** The signature of the client's document with this uuid, with the PDF signed; undefined if none. */
export async function firmaDeDocumento(
  db: Queryable,
  idCliente: number,
  uuid: string,
): Promise<(Firma & { pdfOriginal: Uint8Array }) | undefined> {
  const row = await db.maybe<Firma & { pdfOriginal: Uint8Array }>(
    `SELECT f.referencia, f.nombre_firmante AS "nombreFirmante", f.num_doc_firmante AS "numDocFirmante",
            f.metodo, f.referencia_sesion AS "referenciaSesion", f.ip, f.sha256,
            f.referencia_envio AS "referenciaEnvio", f.firmado_at AS "firmadoAt",
            f.pdf_original AS "pdfOriginal"
       FROM firmas_documento f JOIN siniestro_documentos d USING (id_documento)
      WHERE f.id_cliente = $1 AND d.uuid = $2::uuid`,
    [idCliente, uuid],
  );
  return row && { ...row, firmadoAt: new Date(row.firmadoAt) };
}
