import { Card } from '@area-cliente/shared';
import { type CardData } from '@area-cliente/shared/campaign';

/** 'AtencionClienteMediado': a broker's client is sent to their broker (SPEC §6). */
export function MediatedCard({ data }: { data: CardData['mediado'] }) {
  return (
    <Card title={data.titulo} className="offers-mediated">
      <p>{data.texto}</p>
    </Card>
  );
}
