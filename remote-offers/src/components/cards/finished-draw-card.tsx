import { Card } from '@area-cliente/shared/ui';
import { type CardData } from '@area-cliente/shared/campaign';
import { ConfiguredLink } from '../configured-link';

export function FinishedDrawCard({ data }: { data: CardData['sorteoFinalizado'] }) {
  return (
    <Card
      title={data.titulo}
      actions={<ConfiguredLink link={data.condiciones} className="ac-button ac-button--secondary" />}
    >
      <p>{data.texto}</p>
    </Card>
  );
}
