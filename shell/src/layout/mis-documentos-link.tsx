import { CALLS } from '@area-cliente/shared/contract';
import { etiquetaMisDocumentos, insigniaNoLeidos, noLeidosBandeja } from '@area-cliente/shared/domain';
import { MIS_DOCUMENTOS_PATH } from '@area-cliente/shared/routes';
import { useCallQuery } from '@area-cliente/shared/query';
import { AppNavLink } from './links';
import './mis-documentos-link.css';

/** The unread documents and notices; 0 until it is read (or when it cannot be: the link still works). */
function useNoLeidos(): number {
  // Read again on coming back to the tab: a document opened in a new tab is read now.
  const documentos = useCallQuery(CALLS.documentosNoLeidos, {}, { refetchOnFocus: true });
  const avisos = useCallQuery(CALLS.avisosNoLeidos, {}, { refetchOnFocus: true });
  return noLeidosBandeja(
    documentos.status === 'ready' ? documentos.data.noLeidos : 0,
    avisos.status === 'ready' ? avisos.data.avisosNoLeidos : 0,
  );
}

/**
 * 'Mis documentos' in the header, with a badge of the unread documents and notices. The screen belongs
 * to remote-portfolio; opening a document anywhere invalidates this count (its query key is the call's
 * path). The word hides on narrow screens; the link's name always says it, and the count.
 */
export function MisDocumentosLink() {
  const noLeidos = useNoLeidos();
  const insignia = insigniaNoLeidos(noLeidos);
  return (
    <AppNavLink
      to={MIS_DOCUMENTOS_PATH}
      className="shell-header__button shell-docs"
      aria-label={etiquetaMisDocumentos(noLeidos)}
    >
      <svg className="shell-docs__icono" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5M8 13h8M8 17h8"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span className="shell-docs__texto" aria-hidden="true">
        Mis documentos
      </span>
      {/* A space, so the visible text 'Mis documentos 36' is part of the name (WCAG 2.5.3). */}
      {insignia && ' '}
      {insignia && (
        <span className="shell-docs__insignia" aria-hidden="true" data-testid="documentos-no-leidos">
          {insignia}
        </span>
      )}
    </AppNavLink>
  );
}
