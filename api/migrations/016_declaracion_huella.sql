-- What each declaration sent, as a SHA-256 of its fields (services/declaracion.ts): a second send with
-- the same idempotency key but other contents is refused instead of answered with the first claim.
-- NULL for declarations sent before: a resend of those is taken as the same.
ALTER TABLE declaraciones ADD COLUMN huella text;
