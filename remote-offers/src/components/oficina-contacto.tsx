import { type Cliente } from '@area-cliente/shared/contract';
import { DataList, PhoneLink } from '@area-cliente/shared/ui';
import { ExternalLink } from './external-link';

/** The office's address searched on OpenStreetMap: no key, no tracking script, any device's browser. */
export const mapaDe = (direccion: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(direccion)}`;

/**
 * Who looks after the customer, their office or their broker: name, address with a map
 * link, phone (dials), e-mail (writes) and hours, each row only when on record. Nothing
 * when neither is.
 */
export function OficinaContacto({ cliente }: { cliente: Cliente }) {
  const { oficina, telefonoOwnerPropioCliente: telefono } = cliente;
  if (!oficina && !telefono) return null;
  const rows = [
    {
      label: 'Dirección',
      value: oficina?.direccion && (
        <>
          {oficina.direccion}
          <br />
          <ExternalLink href={mapaDe(oficina.direccion)}>Ver en el mapa</ExternalLink>
        </>
      ),
    },
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
