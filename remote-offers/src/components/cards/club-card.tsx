import { Card } from '@area-cliente/shared/ui';
import { type CardData } from '@area-cliente/shared/campaign';
import { useClubUrl } from '@area-cliente/shared/query';
import { ExternalLink } from '../external-link';

/** The benefits club, at the URL the API hands out (getUrlClub, loaded at login). */
export function ClubCard({ data }: { data: CardData['club'] }) {
  const url = useClubUrl();
  return (
    <Card
      title={data.titulo}
      actions={
        url && (
          <ExternalLink href={url} className="ac-button ac-button--primary">
            {data.enlaceTexto}
          </ExternalLink>
        )
      }
    >
      <p>{data.texto}</p>
    </Card>
  );
}
