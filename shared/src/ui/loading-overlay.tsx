import { MENSAJES } from '../forms/messages';
import { Spinner } from './spinner';

/** Full-page veil while data loads (SPEC §2: spinner and 'Cargando datos ...'). */
export function LoadingOverlay({ message = MENSAJES.CARGANDO }: { message?: string }) {
  return (
    <div className="ac-loading-overlay">
      <div className="ac-loading-overlay__box" role="status" aria-live="polite">
        <Spinner size="large" />
        <p className="ac-loading-overlay__text">{message}</p>
      </div>
    </div>
  );
}
