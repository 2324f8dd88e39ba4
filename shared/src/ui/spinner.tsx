import { cx } from './class-names';

export type SpinnerProps = {
  /** Announced to screen readers; leave out when the text next to it already says it. */
  label?: string;
  size?: 'small' | 'large';
};

export function Spinner({ label, size = 'small' }: SpinnerProps) {
  const wheel = (
    <span className={cx('ac-spinner', size === 'large' && 'ac-spinner--large')} aria-hidden="true" />
  );
  if (!label) return wheel;
  return (
    <span role="status" className="ac-spinner-wrap">
      {wheel}
      <span className="ac-visually-hidden">{label}</span>
    </span>
  );
}
