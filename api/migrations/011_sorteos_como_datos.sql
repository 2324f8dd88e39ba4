-- Draws are declared by marketing in the campaign document: any code, not a fixed list.
-- The API copies the live campaign's draws here; their window is what entries are checked against.
ALTER TABLE sorteos DROP CONSTRAINT sorteos_codigo_check;
ALTER TABLE sorteos ADD CONSTRAINT sorteos_codigo_check CHECK (codigo ~ '^[A-Z0-9_]{2,40}$');
