import { cx } from './class-names';

/** Read-only yes/no display (protection measures of a business policy); not an input. */
export function Switch({ label, checked }: { label: string; checked: boolean }) {
  return (
    <div className="ac-switch">
      <span className={cx('ac-switch__track', checked && 'ac-switch__track--on')} aria-hidden="true">
        <span className="ac-switch__thumb" />
      </span>
      <span className="ac-switch__label">{label}</span>
      <span className="ac-switch__state">{checked ? 'Sí' : 'No'}</span>
    </div>
  );
}
