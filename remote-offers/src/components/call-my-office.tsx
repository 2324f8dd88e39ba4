import { telHref } from '@area-cliente/shared/ui';
import { useCliente } from '@area-cliente/shared/query';

export const LLAMAR_OFICINA = 'Llamar a mi oficina';

/**
 * Dials the client's office (SPEC §2). Hidden when the office serves this client over the phone channel
 * itself (ownerPropioClienteCanalTelefonico) or has no phone on record.
 */
export function CallMyOffice() {
  const cliente = useCliente();
  const telefono = cliente?.telefonoOwnerPropioCliente;
  if (!cliente || cliente.ownerPropioClienteCanalTelefonico || !telefono) return null;
  return (
    <a className="ac-button ac-button--primary offers-call" href={telHref(telefono)}>
      {LLAMAR_OFICINA}
    </a>
  );
}
