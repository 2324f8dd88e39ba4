import { Card } from '@area-cliente/shared';
import { CallMyOffice } from '../../components/call-my-office';
import { ExternalLink } from '../../components/external-link';
import type { CardData } from '../types';

export function HealthOfferCard({ data }: { data: CardData['salud'] }) {
  return (
    <Card
      title={data.titulo}
      actions={
        <>
          <CallMyOffice />
          <ExternalLink href={data.calculadora.url} className="ac-button ac-button--secondary">
            {data.calculadora.texto}
          </ExternalLink>
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
