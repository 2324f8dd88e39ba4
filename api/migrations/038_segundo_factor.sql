-- Strong customer authentication: the changes that move money or where it is reported (collection
-- account, postal address, e-mail, phone, stopping a renewal, withdrawing) are confirmed with a second
-- factor, never the password alone. The SMS PINs the account change used become every action's: each
-- PIN names the one action it confirms.
ALTER TABLE cuenta_cobro_pines RENAME TO segundo_factor_pines;
ALTER INDEX cuenta_cobro_pines_sesion_idx RENAME TO segundo_factor_pines_sesion_idx;
ALTER TABLE segundo_factor_pines ADD COLUMN accion text NOT NULL DEFAULT 'cuenta-cobro'
  CHECK (accion IN ('cuenta-cobro', 'direccion', 'email', 'telefono', 'no-renovar', 'desistimiento'));
ALTER TABLE segundo_factor_pines ALTER COLUMN accion DROP DEFAULT;

-- A mandate signed with a passkey (the other second factor) says so.
ALTER TABLE mandatos_sepa DROP CONSTRAINT mandatos_sepa_firmado_con_check;
ALTER TABLE mandatos_sepa ADD CONSTRAINT mandatos_sepa_firmado_con_check
  CHECK (firmado_con IN ('PASSWORD', 'PIN_SMS', 'LLAVE_ACCESO'));
