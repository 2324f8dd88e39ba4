-- 'Avisos' in 'Mis documentos': which notices each customer has opened. A notice is one
-- event (the queue's `clave`, one row per channel in notificaciones); no row here means unread.
-- Marks whose event the retention purge removed go with it (repositories/avisos.ts, purgarAvisos).
CREATE TABLE avisos_leidos (
  id_cliente bigint NOT NULL REFERENCES clientes (id_cliente) ON DELETE CASCADE,
  clave text NOT NULL CHECK (length(clave) BETWEEN 3 AND 120),
  -- The first opening; later ones leave it as it is.
  leido_at timestamptz NOT NULL,
  PRIMARY KEY (id_cliente, clave)
);

-- The list reads a customer's notices newest first.
CREATE INDEX notificaciones_cliente_idx ON notificaciones (id_cliente, created_at DESC);
