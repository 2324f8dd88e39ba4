-- Roadside assistance requests the customer cancelled. A cancelled request is a
-- finished one (so every "open request" rule, index and claim stays as it is) marked with when it
-- was cancelled; like a finished one it has lost its location.
ALTER TABLE asistencias_carretera ADD COLUMN cancelada_at timestamptz;
ALTER TABLE asistencias_carretera ADD CONSTRAINT asistencias_carretera_cancelada_check CHECK (
  cancelada_at IS NULL
  OR (estado = 'FINALIZADA' AND finalizada_at = cancelada_at AND ubicacion_borrada_at IS NOT NULL)
);
-- The policy's requests, newest first, for its list.
CREATE INDEX asistencias_carretera_poliza_idx ON asistencias_carretera (id_poliza, solicitada_at DESC);
