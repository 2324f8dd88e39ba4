import { type Portfolio } from '@area-cliente/shared/contract';
import { Card } from '@area-cliente/shared/ui';
import { type CardData } from '@area-cliente/shared/campaign';
import { OficinaContacto } from '../oficina-contacto';

/** 'AtencionClienteMediado': a broker's client is sent to their broker, whose details it shows (SPEC §6). */
export function MediatedCard({ data, portfolio }: { data: CardData['mediado']; portfolio: Portfolio }) {
  return (
    <Card title={data.titulo} className="offers-mediated">
      <p>{data.texto}</p>
      <OficinaContacto cliente={portfolio.cliente} />
    </Card>
  );
}
