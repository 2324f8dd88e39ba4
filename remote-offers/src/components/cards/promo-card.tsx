import { Card } from '@area-cliente/shared/ui';
import { type CardData } from '@area-cliente/shared/campaign';
import { CallMyOffice } from '../call-my-office';

export function PromoCard({ data }: { data: CardData['promo'] }) {
  return (
    <Card title={data.titulo} actions={<CallMyOffice />}>
      <p>{data.texto}</p>
      <p>
        <strong className="offers-highlight">{data.destacado}</strong>
      </p>
    </Card>
  );
}
