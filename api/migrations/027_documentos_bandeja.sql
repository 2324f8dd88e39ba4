-- 'Mis documentos': which documents each customer has opened. A document is named the way
-- the download token names it (CCPP: the contract document's id, DOCUMENTO: the claim document's uuid,
-- RECIBO: the receipt's id), so opening it from any screen marks it read. No row means unread.
CREATE TABLE documentos_leidos (
  id_cliente bigint NOT NULL REFERENCES clientes (id_cliente) ON DELETE CASCADE,
  tipo text NOT NULL CHECK (tipo IN ('CCPP', 'DOCUMENTO', 'RECIBO')),
  referencia text NOT NULL CHECK (length(referencia) <= 64),
  -- The first opening; later ones leave it as it is.
  leido_at timestamptz NOT NULL,
  PRIMARY KEY (id_cliente, tipo, referencia)
);

-- The inbox reaches a claim's documents from its claims (siniestros_poliza_idx covers the step before).
CREATE INDEX siniestro_documentos_siniestro_idx ON siniestro_documentos (id_siniestro);
CREATE INDEX notificacion_documentos_notificacion_idx ON notificacion_documentos (id_notificacion);
