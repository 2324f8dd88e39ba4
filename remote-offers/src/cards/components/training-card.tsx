import { Card } from '@area-cliente/shared';
import { ExternalLink } from '../../components/external-link';
import type { CardData } from '../types';

export function TrainingCard({ data }: { data: CardData['formacion'] }) {
  return (
    <Card
      title={data.titulo}
      actions={
        <ExternalLink href={data.enlace.url} className="ac-button ac-button--secondary">
          {data.enlace.texto}
        </ExternalLink>
      }
    >
      <p>{data.texto}</p>
      <ul className="offers-list">
        {data.descuentos.map((d) => (
          <li key={d.codigo}>
            {d.texto}: código <strong className="offers-code-inline">{d.codigo}</strong>
          </li>
        ))}
      </ul>
    </Card>
  );
}
