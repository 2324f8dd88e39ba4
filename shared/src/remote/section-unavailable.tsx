export const SECTION_UNAVAILABLE = 'No hemos podido cargar esta sección.';

type Props = { onRetry: () => void };

/**
 * What the content area shows when a remote cannot be loaded or its screen throws; the rest of the page
 * (header, side menu, footer) keeps working around it.
 */
export function SectionUnavailable({ onRetry }: Props) {
  return (
    <section className="ac-card ac-section-unavailable" role="alert">
      <p>{SECTION_UNAVAILABLE}</p>
      <button type="button" className="ac-button ac-button--primary" onClick={onRetry}>
        Reintentar
      </button>
    </section>
  );
}
