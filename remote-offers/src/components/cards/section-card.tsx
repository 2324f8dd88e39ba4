import { AppLink } from '@area-cliente/shared';
import { Card } from '@area-cliente/shared/ui';
import { type CardData } from '@area-cliente/shared/campaign';

/** Home teaser of a card screen (Servicios, Ofertas, Beneficios). */
export function SectionCard({ data }: { data: CardData['seccion'] }) {
  return (
    <Card
      title={data.titulo}
      actions={
        <AppLink to={data.ruta} className="ac-button ac-button--secondary">
          {data.enlaceTexto}
        </AppLink>
      }
    >
      <p>{data.texto}</p>
    </Card>
  );
}
