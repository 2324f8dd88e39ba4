-- Real-user signals per remote, version and minute, summed across every API instance: what the
-- canary analysis reads (GET /rum/remotes/:remote on the metrics port). No person, address or IP:
-- only counts. LCP and INP are per-bucket counts over the fixed bounds of api/src/rum/buckets.ts
-- (one more entry than bounds: the overflow), so a p75 can be estimated from any sum of rows.
CREATE TABLE rum_minutos (
  remote text NOT NULL CHECK (remote ~ '^[a-z_]{1,40}$'),
  version text NOT NULL CHECK (version ~ '^[\w.-]{1,40}$'),
  minuto timestamptz NOT NULL,
  vistas integer NOT NULL DEFAULT 0,
  fallos_carga integer NOT NULL DEFAULT 0,
  errores_seccion integer NOT NULL DEFAULT 0,
  lcp_buckets integer[] NOT NULL,
  inp_buckets integer[] NOT NULL,
  PRIMARY KEY (remote, minuto, version)
);
