-- What a policy covers and costs: every cover of the product with its limit, excess and
-- whether it is included, an optional one taken or one not taken; the annual premium (split into
-- receipts by polizas.periodicidad); and, on a renewal notice, the next annuity's premium and covers so
-- the customer sees what changes. The existing sums-insured rows (mobility, accidents) become covers.

ALTER TABLE polizas ADD COLUMN prima_anual numeric(12, 2) CHECK (prima_anual >= 0);

ALTER TABLE poliza_garantias
  ADD COLUMN limite text CHECK (length(limite) BETWEEN 1 AND 80),
  ADD COLUMN franquicia numeric(12, 2) CHECK (franquicia >= 0),
  ADD COLUMN contratacion text NOT NULL DEFAULT 'INCLUIDA'
    CHECK (contratacion IN ('INCLUIDA', 'OPCIONAL', 'NO_CONTRATADA'));

ALTER TABLE avisos_renovacion ADD COLUMN prima_nueva numeric(12, 2) CHECK (prima_nueva >= 0);

-- The covers the policy will have after the renewal (the current ones are in poliza_garantias).
CREATE TABLE aviso_renovacion_garantias (
  id_aviso bigint NOT NULL REFERENCES avisos_renovacion (id_aviso) ON DELETE CASCADE,
  orden integer NOT NULL,
  descripcion text NOT NULL,
  capital numeric(12, 2) CHECK (capital >= 0),
  limite text CHECK (length(limite) BETWEEN 1 AND 80),
  franquicia numeric(12, 2) CHECK (franquicia >= 0),
  contratacion text NOT NULL CHECK (contratacion IN ('INCLUIDA', 'OPCIONAL', 'NO_CONTRATADA')),
  PRIMARY KEY (id_aviso, orden),
  UNIQUE (id_aviso, descripcion)
);
