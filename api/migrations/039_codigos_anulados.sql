-- The public check (/verificar) tells a revoked code from one never issued: revoking a code (the
-- customer's 'Anular códigos QR', or an eleventh card pushing out the oldest of the card's ten) now marks
-- it instead of deleting it, and an expired code stays too, so the page can say 'Código anulado' or
-- 'Código caducado' rather than 'No consta'. A revoked or expired code is kept a year after it stopped
-- verifying (the retention purge) and at most the newest fifty of each pool per policy, then deleted: it
-- reads like an unknown one again. Only hashes are stored, as before.
ALTER TABLE tarjeta_codigos ADD COLUMN anulado_at timestamptz;
