-- Registration flows for every ID typed: an unknown ID, or a customer without a mobile on record,
-- runs a decoy flow (no customer, no SMS) that answers exactly like a real one, so the screens do
-- not tell who is a customer.
ALTER TABLE registros ALTER COLUMN id_cliente DROP NOT NULL;
-- Normalised ID as typed: PIN sends are limited per ID across flows.
ALTER TABLE registros ADD COLUMN num_doc text NOT NULL DEFAULT '';
-- What the telefono screen shows (a decoy's is invented once and reused for that ID).
ALTER TABLE registros ADD COLUMN telefono_mascara text NOT NULL DEFAULT '';
ALTER TABLE registros ADD COLUMN ip text;
-- Set when authRegistro has swapped the flow for a session: the registration token is spent.
ALTER TABLE registros ADD COLUMN finalizado_at timestamptz;
CREATE INDEX registros_num_doc_idx ON registros (num_doc, created_at);
CREATE INDEX registros_ip_idx ON registros (ip, created_at);
