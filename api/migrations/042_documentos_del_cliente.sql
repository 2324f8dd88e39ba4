-- 'Mis documentos' without noise: what the customer added themselves (a declared claim's photos and
-- its 'Parte de siniestro') is theirs already, so it is listed as read and announces nothing; and the documents the
-- area produces for the customer elsewhere (SEPA mandates, the receipts of a non-renewal, withdrawal
-- or complaint) keep a read state like the rest.

-- Set by the code that stores the customer's own documents; the insurer's systems leave it false.
ALTER TABLE notificacion_documentos ADD COLUMN del_cliente boolean NOT NULL DEFAULT false;
UPDATE notificacion_documentos SET del_cliente = true
 WHERE uuid IN (SELECT uuid FROM declaracion_fotos UNION ALL SELECT uuid_parte FROM declaraciones);

-- 'Tienes un documento nuevo' only for what someone else added (notificar_evento_core, migration 026).
DROP TRIGGER notificacion_documentos_aviso ON notificacion_documentos;
CREATE TRIGGER notificacion_documentos_aviso AFTER INSERT ON notificacion_documentos
  FOR EACH ROW WHEN (NOT NEW.del_cliente) EXECUTE FUNCTION notificar_evento_core();

-- The read state is keyed like the download token (migration 027): three more kinds are listed.
ALTER TABLE documentos_leidos DROP CONSTRAINT documentos_leidos_tipo_check;
ALTER TABLE documentos_leidos ADD CONSTRAINT documentos_leidos_tipo_check
  CHECK (tipo IN ('CCPP', 'DOCUMENTO', 'RECIBO', 'MANDATO_SEPA', 'JUSTIFICANTE_BAJA', 'RECLAMACION'));
