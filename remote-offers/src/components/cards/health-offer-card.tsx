import { Card } from '@area-cliente/shared/ui';
import { type CardData } from '@area-cliente/shared/campaign';
import { CallMyOffice } from '../call-my-office';
import { ConfiguredLink } from '../configured-link';

export function HealthOfferCard({ data }: { data: CardData['salud'] }) {
  return (
    <Card
      title={data.titulo}
      actions={
        <>
          <CallMyOffice />
          <ConfiguredLink link={data.calculadora} className="ac-button ac-button--secondary" />
        </>
      }
    >
      <ul className="offers-list">
        {data.ventajas.map((v) => (
          <li key={v}>{v}</li>
        ))}
      </ul>
      <p className="offers-highlights">
        {data.destacados.map((d) => (
          <strong key={d} className="offers-highlight">
            {d}
          </strong>
        ))}
      </p>
    </Card>
  );
}
