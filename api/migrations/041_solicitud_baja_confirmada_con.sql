-- How the customer confirmed a non-renewal or withdrawal, printed on its receipt: a PIN sent by SMS or
-- a passkey (the second factor). Null for the requests recorded before it was kept, whatever confirmed
-- them: their receipt names the channel alone.
ALTER TABLE poliza_solicitudes_baja ADD COLUMN confirmada_con text
  CHECK (confirmada_con IN ('PIN_SMS', 'LLAVE_ACCESO'));
