import { MENSAJES } from '../forms/messages';

type Props = {
  /** Cards below the title; the shape of most screens (a head card and a few of details). */
  cards?: number;
  /** A visually hidden H1 for screens whose heading comes with their data (the page stays titled). */
  title?: string;
  /** Over the whole page, opaque (the consent gate, before it knows whether the page may show). */
  cover?: boolean;
};

const LINES = ['long', 'medium', 'long', 'short'] as const;

/**
 * A screen's shape while its code or data arrives: grey blocks where the title and the cards will be,
 * in the frame the screen fills, so nothing jumps when it shows. Assistive technology hears one polite
 * 'Cargando datos ...' and the region is marked busy; the blocks themselves are hidden from it.
 */
export function ScreenSkeleton({ cards = 2, title, cover = false }: Props) {
  return (
    <div className={cover ? 'ac-skeleton ac-skeleton--cover' : 'ac-skeleton'} aria-busy="true">
      {title && <h1 className="ac-visually-hidden">{title}</h1>}
      <p role="status" className="ac-visually-hidden">
        {MENSAJES.CARGANDO}
      </p>
      <div className="ac-skeleton__card" aria-hidden="true">
        <span className="ac-skeleton__bar ac-skeleton__bar--title" />
        <span className="ac-skeleton__bar ac-skeleton__bar--medium" />
        <span className="ac-skeleton__bar ac-skeleton__bar--short" />
      </div>
      {Array.from({ length: cards }, (_, card) => (
        <div key={card} className="ac-skeleton__card" aria-hidden="true">
          <span className="ac-skeleton__bar ac-skeleton__bar--heading" />
          {LINES.map((width, line) => (
            <span key={line} className={`ac-skeleton__bar ac-skeleton__bar--${width}`} />
          ))}
        </div>
      ))}
    </div>
  );
}
