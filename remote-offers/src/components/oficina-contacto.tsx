import { type Cliente, DataList, PhoneLink } from '@area-cliente/shared';

/**
 * Who looks after the customer, their office or their broker (issue 28): name, address, phone
 * (dials), e-mail (writes) and hours, each row only when on record. Nothing when neither is.
 */
export function OficinaContacto({ cliente }: { cliente: Cliente }) {
  const { oficina, telefonoOwnerPropioCliente: telefono } = cliente;
  if (!oficina && !telefono) return null;
  const rows = [
    { label: 'Dirección', value: oficina?.direccion },
    { label: 'Teléfono', value: telefono && <PhoneLink numero={telefono} /> },
    { label: 'E-mail', value: oficina?.email && <a href={`mailto:${oficina.email}`}>{oficina.email}</a> },
    { label: 'Horario', value: oficina?.horario },
  ];
  return (
    <div className="offers-oficina">
      {oficina && <p className="offers-oficina__nombre">{oficina.nombre}</p>}
      <DataList items={rows.filter((row) => row.value)} />
    </div>
  );
}
