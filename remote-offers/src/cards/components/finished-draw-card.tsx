import { Card } from '@area-cliente/shared';
import { ExternalLink } from '../../components/external-link';
import type { CardData } from '../types';

export function FinishedDrawCard({ data }: { data: CardData['sorteoFinalizado'] }) {
  return (
    <Card
      title={data.titulo}
      actions={
        <ExternalLink href={data.condiciones.url} className="ac-button ac-button--secondary">
          {data.condiciones.texto}
        </ExternalLink>
      }
    >
      <p>{data.texto}</p>
    </Card>
  );
}
