import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { focusScreenHeadingWhenReady } from '../a11y/screen-heading';
import { appConfigAtom } from '../session/app-config';
import { Button } from '../ui/button';
import { PhoneLink } from '../ui/phone-link';

/**
 * Heading of the fallback shown when a section cannot load; remote tests find the fallback by it.
 * @public
 */
export const SECTION_UNAVAILABLE = 'No hemos podido cargar esta sección.';
const SECTION_UNAVAILABLE_ADVICE =
  'Puede ser un problema momentáneo: pulsa «Reintentar» o vuelve dentro de unos minutos. Si necesitas ayuda ahora, llama a Atención al Cliente';

/**
 * What the content area shows when a remote cannot be loaded or its screen throws; the rest of the page
 * (header, side menu, footer) keeps working around it. It is the screen's H1, so it is announced like
 * any screen; after 'Reintentar' focus goes to the heading of whatever comes back (the recovered screen,
 * or this fallback again).
 * @public
 */
export function SectionUnavailable({ onRetry }: { onRetry: () => void }) {
  const config = useAtomValue(appConfigAtom);
  const titleId = useId();
  const retry = () => {
    onRetry();
    // After React has put the retry on screen (a spinner, the screen or this fallback again).
    setTimeout(() => focusScreenHeadingWhenReady(), 0);
  };
  return (
    <section className="ac-card ac-state" aria-labelledby={titleId}>
      <h1 id={titleId} className="ac-card__title">
        {SECTION_UNAVAILABLE}
      </h1>
      <p>
        {SECTION_UNAVAILABLE_ADVICE}
        {config ? (
          <>
            {' '}
            al <PhoneLink numero={config.telefonoGratuito} /> (gratuito) o al{' '}
            <PhoneLink numero={config.telefonoNormal} />, de lunes a viernes de 09:00 a 21:00 horas.
          </>
        ) : (
          '.'
        )}
      </p>
      <Button variant="primary" onClick={retry}>
        Reintentar
      </Button>
    </section>
  );
}
