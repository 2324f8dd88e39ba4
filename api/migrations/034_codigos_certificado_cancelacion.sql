-- A printed certificate's QR must keep verifying however often the customer opens the card: each code
-- now says which pool it belongs to. A card keeps its newest ten codes; a certificate's code lives
-- until the expiry it was issued with (the policy's period end the certificate prints), whatever else
-- is issued. Codes stored before this migration cannot be told apart and stay in the card's pool.
ALTER TABLE tarjeta_codigos
  ADD COLUMN tipo text NOT NULL DEFAULT 'TARJETA' CHECK (tipo IN ('TARJETA', 'CERTIFICADO'));
DROP INDEX tarjeta_codigos_poliza_idx;
CREATE INDEX tarjeta_codigos_poliza_idx ON tarjeta_codigos (id_poliza, tipo, emitido_at DESC);

-- Cancelling a roadside request calls the provider outside any transaction: a short transaction first
-- claims the cancel (a random claim and when it was taken), so of concurrent cancels one calls the
-- provider; the outcome is recorded by that claim's holder, or the claim is given back when the
-- provider could not be told. A claim left behind by an instance that died expires after a while.
ALTER TABLE asistencias_carretera
  ADD COLUMN cancelacion_reclamo uuid,
  ADD COLUMN cancelacion_reclamada_at timestamptz,
  ADD CONSTRAINT asistencias_carretera_cancelacion_reclamo_check
    CHECK ((cancelacion_reclamo IS NULL) = (cancelacion_reclamada_at IS NULL));
