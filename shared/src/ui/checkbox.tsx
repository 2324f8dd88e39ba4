import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError, FieldHint, fieldClass, useFieldIds, type FieldMessages } from './field';

export type CheckboxProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'checked' | 'onChange' | 'id' | 'type'
> &
  FieldMessages & {
    label: ReactNode;
    checked: boolean;
    onCheckedChange: (checked: boolean) => void;
  };

export function Checkbox({
  label,
  checked,
  onCheckedChange,
  hint,
  error,
  className,
  ...rest
}: CheckboxProps) {
  const { id, hintId, errorId, describedBy, invalid } = useFieldIds({ hint, error });
  return (
    <div className={fieldClass(invalid, className)}>
      <div className="ac-check">
        <input
          id={id}
          type="checkbox"
          className="ac-check__input"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        <label htmlFor={id} className="ac-check__label">
          {label}
        </label>
      </div>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
