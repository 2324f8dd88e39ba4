-- What customer service did with each conversation, openings and attachment downloads included: who
-- read a customer's messages is access to personal data. Kept apart from marketing's audit
-- (estudio_auditoria), which the campaign roles read; this one is read by customer service only. No
-- foreign keys: an audit outlives what it names.
CREATE TABLE atencion_auditoria (
  id_entrada bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  cuando timestamptz NOT NULL,
  quien text NOT NULL,
  accion text NOT NULL
    CHECK (accion IN ('abierta', 'asignada', 'respondida', 'cerrada', 'adjunto_subido', 'adjunto_descargado')),
  id_hilo bigint NOT NULL,
  -- The conversation's customer: answers "who has read my messages" without joining what may be gone.
  id_cliente bigint NOT NULL,
  detalle text
);
CREATE INDEX atencion_auditoria_cuando_idx ON atencion_auditoria (cuando);
CREATE INDEX atencion_auditoria_cliente_idx ON atencion_auditoria (id_cliente, cuando);
