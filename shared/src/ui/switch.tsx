import type { ReactNode } from 'react';
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

/**
 * An on/off setting the user changes: a native checkbox with role="switch" (Space toggles it, the
 * focus ring shows on the track), drawn like Switch. `disabled`: shown but fixed (say why beside it).
 */
export function SwitchInput({
  label,
  checked,
  onChange,
  disabled = false,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <label className={cx('ac-switch', 'ac-switch--input', disabled && 'ac-switch--disabled')}>
      <input
        type="checkbox"
        role="switch"
        className="ac-switch__input"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      <span className={cx('ac-switch__track', checked && 'ac-switch__track--on')} aria-hidden="true">
        <span className="ac-switch__thumb" />
      </span>
      <span className="ac-switch__label">{label}</span>
      <span className="ac-switch__state" aria-hidden="true">
        {checked ? 'Sí' : 'No'}
      </span>
    </label>
  );
}
