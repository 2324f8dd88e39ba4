-- Contact phone and e-mail per policy: the customer's phone / e-mail change applies to the policies
-- they select (SPEC §4), so the value cannot live only on the shared policyholder record. NULL: the
-- policyholder's own contact applies.
ALTER TABLE polizas
  ADD COLUMN telefono_contacto text CHECK (telefono_contacto ~ '^[679][0-9]{8}$'),
  ADD COLUMN email_contacto text CHECK (length(email_contacto) <= 254);
