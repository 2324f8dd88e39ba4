import { CALLS } from '@area-cliente/shared/contract';
import { Card } from '@area-cliente/shared/ui';
import { type CardData } from '@area-cliente/shared/campaign';
import { useCallQuery, useCliente } from '@area-cliente/shared/query';
import { ExternalLink } from '../external-link';
import { PhoneLinks } from '../phone-links';

/**
 * The partner health insurer's client area (SPEC §1) with its phone (SPEC §9). The address is the
 * API's (it checks the caller holds a partner policy); until it arrives, or if it cannot, the phone
 * still shows.
 */
export function PartnerHealthCard({ data }: { data: CardData['saludColaborador'] }) {
  // Asked for the customer logged in (the campaign preview draws this card for other customers).
  const cliente = useCliente();
  const area = useCallQuery(CALLS.urlHnaAreaCliente, cliente && { params: { idCliente: cliente.idCliente } });
  return (
    <Card
      title={data.titulo}
      actions={
        area.status === 'ready' && (
          <ExternalLink href={area.data.url} className="ac-button ac-button--primary">
            {data.enlaceTexto}
          </ExternalLink>
        )
      }
    >
      <p>{data.texto}</p>
      <PhoneLinks telefonos={[data.telefono]} />
    </Card>
  );
}
