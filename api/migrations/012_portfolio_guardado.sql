-- GET portfolio, the read every screen makes, answered from its stored answer: each
-- client's last answer, kept with the Madrid day it was computed for and the generations it was
-- computed from. A change to anything the portfolio reads bumps the client's generation in the same
-- transaction, so no instance ever serves an answer older than the data.

-- Generation per client (clave = id_cliente) and of what every portfolio reads (clave = 0: draws).
CREATE TABLE portfolio_generaciones (
  clave bigint PRIMARY KEY,
  gen bigint NOT NULL
);

CREATE TABLE portfolios_guardados (
  id_cliente bigint PRIMARY KEY REFERENCES clientes (id_cliente) ON DELETE CASCADE,
  dia date NOT NULL,
  gen bigint NOT NULL,
  gen_global bigint NOT NULL,
  -- The answer as sent: the JSON envelope, and the same bytes brotli-compressed.
  cuerpo text NOT NULL,
  cuerpo_br bytea NOT NULL
);

CREATE FUNCTION portfolio_generacion_sube(p_clave bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO portfolio_generaciones (clave, gen) VALUES (p_clave, 1)
  ON CONFLICT (clave) DO UPDATE SET gen = portfolio_generaciones.gen + 1;
$$;

-- Row trigger: TG_ARGV[0] names the column that leads to the client: 'id_cliente', 'id_poliza' (the
-- policy's holder) or 'todos' (every client: the draws). Both the old and the new row count, so a
-- policy moved between clients changes both.
CREATE FUNCTION portfolio_olvida() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  filas jsonb[] := ARRAY[]::jsonb[];
  fila jsonb;
  clave bigint;
BEGIN
  IF TG_ARGV[0] = 'todos' THEN
    PERFORM portfolio_generacion_sube(0);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN filas := filas || to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN filas := filas || to_jsonb(NEW); END IF;
  FOREACH fila IN ARRAY filas LOOP
    IF TG_ARGV[0] = 'id_cliente' THEN
      clave := (fila ->> 'id_cliente')::bigint;
    ELSE
      SELECT p.id_cliente INTO clave FROM polizas p WHERE p.id_poliza = (fila ->> 'id_poliza')::bigint;
    END IF;
    IF clave IS NOT NULL THEN PERFORM portfolio_generacion_sube(clave); END IF;
  END LOOP;
  RETURN NULL;
END;
$$;

-- Every table the portfolio reads (repositories/portfolio.ts). An UPDATE that changes nothing (the
-- draws' sync every 5 s) bumps nothing.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
      ('clientes', 'id_cliente'), ('polizas', 'id_cliente'),
      ('poliza_vehiculo', 'id_poliza'), ('poliza_hogar', 'id_poliza'), ('poliza_movilidad', 'id_poliza'),
      ('poliza_negocio', 'id_poliza'), ('poliza_mascota', 'id_poliza'),
      ('siniestros', 'id_poliza'), ('recibos', 'id_poliza'),
      ('cupones_amigo', 'id_cliente'), ('sorteo_participaciones', 'id_cliente'),
      ('tarjetas_decesos_premium', 'id_cliente'), ('sorteos', 'todos')
    ) AS v (tabla, via)
  LOOP
    EXECUTE format(
      'CREATE TRIGGER portfolio_olvida_ins_del AFTER INSERT OR DELETE ON %I
         FOR EACH ROW EXECUTE FUNCTION portfolio_olvida(%L)', t.tabla, t.via);
    EXECUTE format(
      'CREATE TRIGGER portfolio_olvida_upd AFTER UPDATE ON %I
         FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION portfolio_olvida(%L)',
      t.tabla, t.via);
  END LOOP;
END;
$$;

-- A coupon assigned to a policy counts on that policy (its coupon count), as well as on its owner.
CREATE TRIGGER portfolio_olvida_cupon_poliza AFTER INSERT OR DELETE ON cupones_amigo
  FOR EACH ROW EXECUTE FUNCTION portfolio_olvida('id_poliza');
CREATE TRIGGER portfolio_olvida_cupon_poliza_upd AFTER UPDATE ON cupones_amigo
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION portfolio_olvida('id_poliza');
