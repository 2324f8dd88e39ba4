import { isWebUrl } from '@area-cliente/shared/new-tab';
import type { ReactNode } from 'react';

/** Conditions documents and partner pages open in a new tab (SPEC §2) without giving it our window. */
type Props = { href: string; children: ReactNode; className?: string; onClick?: () => void };

export function ExternalLink({ href, children, className, onClick }: Props) {
  // Addresses come from the API and the deployment: anything but a web page is not a link.
  if (!isWebUrl(href)) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
      {children}
      <span className="ac-visually-hidden"> (se abre en una pestaña nueva)</span>
    </a>
  );
}
