import { useId, useState, type ReactNode } from 'react';
import { WIDER_THAN_PHONE_QUERY } from '../hooks/use-media-query';
import type { HeadingLevel } from './card';

export type CollapsibleProps = {
  title: ReactNode;
  children: ReactNode;
  /** Defaults to expanded when the display is wider than a phone (SPEC §2). */
  defaultExpanded?: boolean;
  headingLevel?: HeadingLevel;
};

function widerThanPhone(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(WIDER_THAN_PHONE_QUERY).matches
    : true;
}

export function Collapsible({ title, children, defaultExpanded, headingLevel = 2 }: CollapsibleProps) {
  // Read once: resizing later must not fold a section the user opened.
  const [expanded, setExpanded] = useState(() => defaultExpanded ?? widerThanPhone());
  const panelId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="ac-collapsible">
      <Heading className="ac-collapsible__heading">
        <button
          type="button"
          className="ac-collapsible__toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((e) => !e)}
        >
          <span>{title}</span>
          <span className="ac-collapsible__icon" aria-hidden="true" />
        </button>
      </Heading>
      <div id={panelId} className="ac-collapsible__panel" hidden={!expanded}>
        {children}
      </div>
    </section>
  );
}
