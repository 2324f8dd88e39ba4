-- Online claim declaration: photos uploaded before the declaration, the files' bytes,
-- and each declared claim with its idempotency key and what the customer declared.

-- Bytes of customer uploads: the PostgreSQL implementation of the FileStore interface.
CREATE TABLE ficheros (
  clave uuid PRIMARY KEY,
  datos bytea NOT NULL,
  creado_at timestamptz NOT NULL
);

-- Photos of a declaration: id_siniestro stays NULL until the declaration naming them is sent, and a
-- photo never sent is purged with its file (repositories/retention.ts).
CREATE TABLE declaracion_fotos (
  uuid uuid PRIMARY KEY,
  id_cliente bigint NOT NULL REFERENCES clientes (id_cliente),
  id_siniestro bigint REFERENCES siniestros (id_siniestro) ON DELETE CASCADE,
  orden integer,
  mime_type text NOT NULL CHECK (mime_type IN ('image/jpeg', 'image/png', 'image/webp', 'image/heic')),
  bytes integer NOT NULL CHECK (bytes > 0),
  ancho integer NOT NULL CHECK (ancho > 0),
  alto integer NOT NULL CHECK (alto > 0),
  subida_at timestamptz NOT NULL,
  CHECK ((id_siniestro IS NULL) = (orden IS NULL))
);
CREATE INDEX declaracion_fotos_pendientes_idx ON declaracion_fotos (id_cliente, subida_at)
  WHERE id_siniestro IS NULL;
CREATE INDEX declaracion_fotos_siniestro_idx ON declaracion_fotos (id_siniestro) WHERE id_siniestro IS NOT NULL;

-- A claim declared online: the key makes a retried send answer the same claim, never a second one.
CREATE TABLE declaraciones (
  id_siniestro bigint PRIMARY KEY REFERENCES siniestros (id_siniestro) ON DELETE CASCADE,
  id_cliente bigint NOT NULL REFERENCES clientes (id_cliente),
  clave_idempotencia uuid NOT NULL,
  -- The 'Parte de siniestro' document, listed with the photos in the first notification.
  uuid_parte uuid NOT NULL UNIQUE,
  datos jsonb NOT NULL,
  enviada_at timestamptz NOT NULL,
  UNIQUE (id_cliente, clave_idempotencia)
);

-- Numbers of declared claims, in the SIN-NNNNNNN form; far above any number the back office gave.
CREATE SEQUENCE siniestro_declarado_seq START WITH 5000001 MAXVALUE 9999999;

-- The audit log records each online declaration (info: the claim number). The client's own audit
-- call (insertAudit) still takes only its two events: this one is written by the server alone.
ALTER TABLE auditoria DROP CONSTRAINT auditoria_name_evento_check;
ALTER TABLE auditoria ADD CONSTRAINT auditoria_name_evento_check
  CHECK (name_evento IN ('USUARIO_LOGOUT', 'CUPON_AMIGO_COMPARTE_CODIGO', 'DECLARA_SINIESTRO'));
