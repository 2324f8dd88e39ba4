-- One payable attempt per receipt: opening a new one supersedes (SUSTITUIDO) the open one, whose
-- notification is then refused. notified_at is when an attempt stopped being payable.
ALTER TABLE pagos DROP CONSTRAINT pagos_estado_check;
ALTER TABLE pagos ADD CONSTRAINT pagos_estado_check
  CHECK (estado IN ('INICIADO', 'CONFIRMADO', 'FALLIDO', 'SUSTITUIDO'));
-- Attempts opened before this release: the newest per receipt stays payable.
UPDATE pagos p SET estado = 'SUSTITUIDO', notified_at = now()
 WHERE estado = 'INICIADO'
   AND EXISTS (SELECT 1 FROM pagos q WHERE q.id_recibo = p.id_recibo AND q.estado = 'INICIADO' AND q.id_pago > p.id_pago);
CREATE UNIQUE INDEX pagos_iniciado_uq ON pagos (id_recibo) WHERE estado = 'INICIADO';
