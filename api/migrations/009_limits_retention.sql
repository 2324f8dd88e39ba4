-- Limits counted in the database, so they hold under concurrency and across instances: one row per
-- key (what is limited and for whom) and fixed window. A single INSERT … ON CONFLICT DO UPDATE takes
-- a unit of the budget, so concurrent requests are counted one by one on the locked row.
CREATE TABLE limites (
  clave text PRIMARY KEY,
  contador integer NOT NULL CHECK (contador >= 0),
  reinicia_at timestamptz NOT NULL
);
CREATE INDEX limites_reinicia_idx ON limites (reinicia_at);

-- Login throttling now lives in `limites`; the attempt log kept whatever was typed as the ID.
DROP TABLE login_intentos;

-- A download token is spent by its first use and dies with the session that asked for it.
ALTER TABLE tokens_descarga ADD COLUMN id_sesion bigint REFERENCES sesiones (id_sesion) ON DELETE CASCADE;
ALTER TABLE tokens_descarga ADD COLUMN used_at timestamptz;
CREATE INDEX tokens_descarga_expires_idx ON tokens_descarga (expires_at);

-- Retention purge: each table is swept by time.
CREATE INDEX sesiones_expires_idx ON sesiones (expires_at);
CREATE INDEX sesiones_last_seen_idx ON sesiones (last_seen_at);
CREATE INDEX registros_expires_idx ON registros (expires_at);
CREATE INDEX sms_outbox_created_idx ON sms_outbox (created_at);
