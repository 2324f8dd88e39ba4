import type { InputHTMLAttributes } from 'react';
import { FieldError, FieldHint, fieldClass, useFieldIds, type FieldMessages } from './field';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> &
  FieldMessages & {
    label: string;
    value: string;
    onValueChange: (value: string) => void;
  };

export function TextField({
  label,
  value,
  onValueChange,
  hint,
  error,
  className,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const { id, hintId, errorId, describedBy, invalid } = useFieldIds({ hint, error });
  return (
    <div className={fieldClass(invalid, className)}>
      <label htmlFor={id} className="ac-field__label">
        {label}
      </label>
      <input
        id={id}
        type={type}
        className="ac-input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
