import type { Queryable } from '../db';

/*
 * Signing claim documents: the signing attempts (the exact PDF shown and the PIN sent) and
 * the signatures' audit trail.
 */

/** What a signing PIN is bound to: the exact PDF shown, its SHA-256 and the SMS's reference. */
export interface SolicitudFirma {
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

/** Binds the document's exact PDF to the PIN just issued (pines), which it lives and dies with. */
export async function insertSolicitudFirma(
  db: Queryable,
  s: SolicitudFirma & { idPin: number; idDocumento: number; idCliente: number },
): Promise<void> {
  await db.query(
    `INSERT INTO firma_solicitudes (id_pin, id_documento, id_cliente, pdf, sha256, referencia_envio)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [s.idPin, s.idDocumento, s.idCliente, s.pdf, s.sha256, s.referenciaEnvio],
  );
}

/** What the PIN `idPin` was issued to sign. */
export function solicitudDePin(db: Queryable, idPin: number): Promise<SolicitudFirma> {
  return db.one<SolicitudFirma>(
    `SELECT sha256, referencia_envio AS "referenciaEnvio", pdf FROM firma_solicitudes WHERE id_pin = $1`,
    [idPin],
  );
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
    `SELECT f.pdf FROM firma_solicitudes f JOIN pines p USING (id_pin)
        JOIN siniestro_documentos d USING (id_documento)
      WHERE f.id_cliente = $1 AND d.uuid = $2::uuid AND d.aceptado IS NULL
        AND p.usado_at IS NULL AND p.expires_at > $3
      ORDER BY p.created_at DESC, p.id_pin DESC LIMIT 1`,
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
