-- Stopping a policy. The customer opposes its tacit renewal (Ley 50/1980 art. 22) or
-- withdraws from a contract made at a distance within 14 days (Ley 22/2007 art. 10).

-- How and when the contract was made: withdrawal is offered on distance contracts only, counted from
-- the day it was made (which may precede its effective date).
ALTER TABLE polizas ADD COLUMN contratada_distancia boolean NOT NULL DEFAULT false;
ALTER TABLE polizas ADD COLUMN fec_contratacion date;
ALTER TABLE polizas ADD CONSTRAINT polizas_distancia_fecha_chk
  CHECK (contratada_distancia = false OR fec_contratacion IS NOT NULL);

-- At most one standing request per policy: the primary key makes a double click (or 20 at once) one
-- request. A withdrawal may replace an opposition to the renewal (it ends the contract sooner); taking
-- back the opposition ('Mantener la renovación') deletes the row. The history of both is in
-- historial_cambios.
CREATE TABLE poliza_solicitudes_baja (
  id_poliza bigint PRIMARY KEY REFERENCES polizas (id_poliza) ON DELETE CASCADE,
  tipo text NOT NULL CHECK (tipo IN ('NO_RENOVAR', 'DESISTIMIENTO')),
  -- NO_RENOVAR: the expiry date (cover ends); DESISTIMIENTO: the Madrid day it was asked for.
  fecha date NOT NULL,
  -- The code printed on the PDF receipt ('NR-' or 'DS-' and 10 characters).
  referencia text NOT NULL UNIQUE CHECK (referencia ~ '^(NR|DS)-[0-9A-Z]{10}$'),
  created_at timestamptz NOT NULL
);

-- The portfolio lists the mark: a request made or taken back changes the holder's stored answer.
CREATE TRIGGER portfolio_olvida_ins_del AFTER INSERT OR DELETE ON poliza_solicitudes_baja
  FOR EACH ROW EXECUTE FUNCTION portfolio_olvida('id_poliza');
CREATE TRIGGER portfolio_olvida_upd AFTER UPDATE ON poliza_solicitudes_baja
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION portfolio_olvida('id_poliza');

-- The receipt is downloaded like the other documents, with a one-document token.
ALTER TABLE tokens_descarga DROP CONSTRAINT tokens_descarga_tipo_check;
ALTER TABLE tokens_descarga ADD CONSTRAINT tokens_descarga_tipo_check
  CHECK (tipo IN ('CCPP', 'RECIBO', 'DOCUMENTO', 'CERTIFICADO_MASCOTA', 'MANDATO_SEPA', 'JUSTIFICANTE_BAJA'));
