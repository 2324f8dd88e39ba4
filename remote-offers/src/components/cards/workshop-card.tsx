import { Card } from '@area-cliente/shared/ui';
import { type CardData } from '@area-cliente/shared/campaign';
import { PhoneLinks } from '../phone-links';

export function WorkshopCard({ data }: { data: CardData['taller'] }) {
  return (
    <Card title={data.titulo}>
      <p>{data.texto}</p>
      <ul className="offers-list">
        {data.promos.map((promo) => (
          <li key={promo}>{promo}</li>
        ))}
      </ul>
      <PhoneLinks telefonos={[data.telefono]} />
    </Card>
  );
}
