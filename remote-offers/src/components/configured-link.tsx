import { useEnlaces } from '@area-cliente/shared/query';
import type { Enlace } from '../cards/types';
import { ExternalLink } from './external-link';

/**
 * A card's outside link at the address the deployment configures (GET /v1/ac/enlaces); not shown until
 * the address is known, nor where the deployment has none, so it is never a broken link.
 */
export function ConfiguredLink({ link, className }: { link: Enlace; className?: string }) {
  const url = useEnlaces()?.[link.enlace];
  if (!url) return null;
  return (
    <ExternalLink href={url} className={className}>
      {link.texto}
    </ExternalLink>
  );
}
