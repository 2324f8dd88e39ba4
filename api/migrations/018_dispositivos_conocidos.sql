-- Browsers a customer has logged in from (the 'known device' cookie, kept only as its SHA-256): a
-- correct password from one of them gets in even while its IP is blocked for spraying.
CREATE TABLE dispositivos_conocidos (
  token_hash bytea PRIMARY KEY CHECK (length(token_hash) = 32),
  id_cliente bigint NOT NULL REFERENCES clientes (id_cliente),
  expires_at timestamptz NOT NULL
);
CREATE INDEX dispositivos_conocidos_cliente_idx ON dispositivos_conocidos (id_cliente, expires_at);
CREATE INDEX dispositivos_conocidos_expires_idx ON dispositivos_conocidos (expires_at);
