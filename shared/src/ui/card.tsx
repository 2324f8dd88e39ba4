import { useId, type ReactNode } from 'react';
import { cx } from './class-names';

export type HeadingLevel = 1 | 2 | 3 | 4;

export type CardProps = {
  title?: ReactNode;
  headingLevel?: HeadingLevel;
  /** Buttons or links under the content. */
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
};

/** A titled content block; labelled by its title so screen readers list it as a region. */
export function Card({ title, headingLevel = 2, actions, className, children }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx('ac-card', className)} aria-labelledby={title ? titleId : undefined}>
      {title && (
        <Heading id={titleId} className="ac-card__title">
          {title}
        </Heading>
      )}
      <div className="ac-card__body">{children}</div>
      {actions && <div className="ac-card__actions">{actions}</div>}
    </section>
  );
}
