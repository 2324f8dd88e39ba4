-- The customer's postal address in parts: 'Mis datos' changes it with a form (street, number,
-- floor/door, postcode, town, province). clientes.direccion keeps the street line every screen already
-- reads; the province is derived from the postcode (its first two digits), so only its name is stored.
ALTER TABLE clientes
  ADD COLUMN via text CHECK (length(via) BETWEEN 1 AND 100),
  ADD COLUMN numero text CHECK (length(numero) BETWEEN 1 AND 10),
  ADD COLUMN piso_puerta text CHECK (length(piso_puerta) <= 20);

-- Postal address per policy, like telefono_contacto: the change applies to the policies the customer
-- chooses. NULL: the policyholder's own address applies. Never a home or business policy's insured
-- address, which is part of the contract (poliza_hogar / poliza_negocio).
ALTER TABLE polizas
  ADD COLUMN direccion_contacto text CHECK (length(direccion_contacto) <= 300);
