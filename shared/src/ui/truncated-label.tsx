import { splitDistinguishing } from '../domain/text';
import { cx } from './class-names';

/**
 * A one-line label shortened with an ellipsis that keeps its distinguishing end: only the product
 * part shrinks, the plate or number never does ("Auto Todo Riesgo con Fr… - 1234 LMN"), so two car
 * policies never look alike. The text stays whole in the DOM, so the accessible name is the full label;
 * callers that want a tooltip put `title` on the link or row around it.
 */
export function TruncatedLabel({ text, className }: { text: string; className?: string }) {
  const { head, tail } = splitDistinguishing(text);
  return (
    <span className={cx('ac-truncated', className)}>
      <span className="ac-truncated__head">{head}</span>
      {tail && <span className="ac-truncated__tail">{tail}</span>}
    </span>
  );
}
