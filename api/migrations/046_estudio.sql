-- Marketing's studio: staff sessions (signed in with the company's identity provider), campaign drafts
-- with their images and their review, and the audit of every action.

-- A staff session: only the token's SHA-256 is stored; roles as the identity provider gave them at sign-in.
CREATE TABLE estudio_sesiones (
  id_sesion bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash bytea NOT NULL UNIQUE,
  usuario text NOT NULL,
  nombre text NOT NULL,
  roles text[] NOT NULL,
  creada_en timestamptz NOT NULL,
  expira_en timestamptz NOT NULL,
  cerrada_en timestamptz
);
CREATE INDEX estudio_sesiones_expira_idx ON estudio_sesiones (expira_en);

-- A campaign draft: the document as last saved (always one the publish step takes), its review state,
-- and, once approved for a time, that time and the instance that claimed its publication.
CREATE TABLE estudio_borradores (
  id_borrador bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  nombre text NOT NULL,
  estado text NOT NULL
    CHECK (estado IN ('borrador', 'en_revision', 'aprobada', 'programada', 'publicada', 'rechazada')),
  autor text NOT NULL,
  revision integer NOT NULL DEFAULT 1,
  documento jsonb NOT NULL,
  creado_en timestamptz NOT NULL,
  actualizado_en timestamptz NOT NULL,
  motivo_rechazo text,
  aprobado_por text,
  programada_para timestamptz,
  reclamada_por text,
  reclamada_en timestamptz,
  version text,
  CHECK (estado <> 'programada' OR programada_para IS NOT NULL)
);
CREATE INDEX estudio_borradores_programadas_idx ON estudio_borradores (programada_para)
  WHERE estado = 'programada';

-- A draft's images, by the name its document gives them (checked like the publish step's on upload).
CREATE TABLE estudio_imagenes (
  id_borrador bigint NOT NULL REFERENCES estudio_borradores (id_borrador) ON DELETE CASCADE,
  nombre text NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (id_borrador, nombre)
);

-- Who did what in the studio, and when (listed in the studio and downloadable as CSV).
CREATE TABLE estudio_auditoria (
  id_entrada bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  cuando timestamptz NOT NULL,
  quien text NOT NULL,
  accion text NOT NULL,
  id_borrador bigint,
  version text,
  detalle text
);
CREATE INDEX estudio_auditoria_cuando_idx ON estudio_auditoria (cuando);
