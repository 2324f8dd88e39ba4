import { Card, useRemoteProps } from '@area-cliente/shared';
import type { CardData } from '../types';

/** Home teaser of a card screen (Servicios, Ofertas, Beneficios). */
export function SectionCard({ data }: { data: CardData['seccion'] }) {
  const { navigate } = useRemoteProps();
  return (
    <Card
      title={data.titulo}
      actions={
        <a
          className="ac-button ac-button--secondary"
          href={`/area-cliente${data.ruta}`}
          onClick={(event) => {
            // A real link (new tab, copy address) that navigates inside the app on a plain click.
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            navigate(data.ruta);
          }}
        >
          {data.enlaceTexto}
        </a>
      }
    >
      <p>{data.texto}</p>
    </Card>
  );
}
