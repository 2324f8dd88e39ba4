import { Card } from '@area-cliente/shared';
import { CallMyOffice } from '../call-my-office';
import type { CardData } from '../../cards/types';

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
