import { ErrorState } from '../ui';

export const SECTION_UNAVAILABLE = 'No hemos podido cargar esta sección.';

/**
 * What the content area shows when a remote cannot be loaded or its screen throws; the rest of the page
 * (header, side menu, footer) keeps working around it.
 */
export function SectionUnavailable({ onRetry }: { onRetry: () => void }) {
  return <ErrorState message={SECTION_UNAVAILABLE} onRetry={onRetry} />;
}
