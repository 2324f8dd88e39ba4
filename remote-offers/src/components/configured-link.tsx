import { useEnlaces } from '@area-cliente/shared/query';
import { type Enlace } from '@area-cliente/shared/campaign';
import { ExternalLink } from './external-link';

/**
 * A card's outside link: the https address the campaign gives, or the one the deployment configures
 * (GET /v1/ac/enlaces); the latter is not shown until known, nor where the deployment has none.
 */
export function ConfiguredLink({ link, className }: { link: Enlace; className?: string }) {
  const enlaces = useEnlaces();
  const url = link.url ?? (link.enlace ? enlaces?.[link.enlace] : undefined);
  if (!url) return null;
  return (
    <ExternalLink href={url} className={className}>
      {link.texto}
    </ExternalLink>
  );
}
