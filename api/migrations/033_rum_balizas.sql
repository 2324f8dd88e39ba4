-- Real-user signals a release can be decided on: a batch counts only with a beacon the server issued
-- to one page load (rum_balizas), each of its batches once (rum_lotes), and each client's share of a
-- version is capped (rum_clientes), so one address, replaying or inventing batches, moves no verdict.
-- `cliente` is an HMAC under rum_sal of the signed-in customer or the network address: the table
-- never holds an address, a customer id or anything that leads back to one without the salt.
CREATE TABLE rum_sal (
  unica boolean PRIMARY KEY DEFAULT true CHECK (unica),
  sal bytea NOT NULL CHECK (length(sal) = 32)
);

CREATE TABLE rum_balizas (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{22}$'),
  cliente text NOT NULL CHECK (cliente ~ '^[0-9a-f]{32}$'),
  con_sesion boolean NOT NULL,
  caduca timestamptz NOT NULL
);
CREATE INDEX rum_balizas_caduca ON rum_balizas (caduca);

CREATE TABLE rum_lotes (
  baliza text NOT NULL REFERENCES rum_balizas (id) ON DELETE CASCADE,
  seq integer NOT NULL CHECK (seq >= 0),
  PRIMARY KEY (baliza, seq)
);

CREATE TABLE rum_clientes (
  remote text NOT NULL CHECK (remote ~ '^[a-z_]{1,40}$'),
  version text NOT NULL CHECK (version ~ '^[\w.-]{1,40}$'),
  cliente text NOT NULL CHECK (cliente ~ '^[0-9a-f]{32}$'),
  con_sesion boolean NOT NULL,
  vistas integer NOT NULL DEFAULT 0,
  fallos integer NOT NULL DEFAULT 0,
  muestras integer NOT NULL DEFAULT 0,
  ultima timestamptz NOT NULL,
  PRIMARY KEY (remote, version, cliente)
);
CREATE INDEX rum_clientes_ultima ON rum_clientes (ultima);
