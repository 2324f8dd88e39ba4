import { Card } from '@area-cliente/shared/ui';
import { type CardData } from '@area-cliente/shared/campaign';
import { ConfiguredLink } from '../configured-link';

export function TrainingCard({ data }: { data: CardData['formacion'] }) {
  return (
    <Card
      title={data.titulo}
      actions={<ConfiguredLink link={data.enlace} className="ac-button ac-button--secondary" />}
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
