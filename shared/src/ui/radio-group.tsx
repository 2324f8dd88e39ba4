import { useId, type ReactNode } from 'react';
import { FieldError, FieldHint, fieldClass, useFieldIds, type FieldMessages } from './field';

type RadioOption<T extends string> = { value: T; label: ReactNode };

export type RadioGroupProps<T extends string> = FieldMessages & {
  legend: ReactNode;
  options: ReadonlyArray<RadioOption<T>>;
  /** null while nothing is chosen. */
  value: T | null;
  onValueChange: (value: T) => void;
  name?: string;
  /** Options side by side (yes / no) instead of stacked. */
  inline?: boolean;
  className?: string;
};

export function RadioGroup<T extends string>({
  legend,
  options,
  value,
  onValueChange,
  name,
  inline,
  hint,
  error,
  className,
}: RadioGroupProps<T>) {
  const { id, hintId, errorId, describedBy, invalid } = useFieldIds({ hint, error });
  const groupName = useId();
  return (
    <fieldset
      className={fieldClass(invalid, className)}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
    >
      <legend className="ac-field__label">{legend}</legend>
      <div className={inline ? 'ac-radios ac-radios--inline' : 'ac-radios'}>
        {options.map((option) => (
          <div className="ac-check" key={option.value}>
            <input
              id={`${id}-${option.value}`}
              type="radio"
              className="ac-check__input"
              name={name ?? groupName}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
            />
            <label htmlFor={`${id}-${option.value}`} className="ac-check__label">
              {option.label}
            </label>
          </div>
        ))}
      </div>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
