import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldError, FieldHint, fieldClass, useFieldIds, type FieldMessages } from './field';

/** What a field's control needs to be labelled, described and marked invalid. */
type ControlProps = {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type LabelledFieldProps = FieldMessages & {
  label: string;
  className?: string;
  control: (props: ControlProps) => ReactNode;
};

/** Label, control, hint and error, wired together: the frame of every text field. */
function LabelledField({ label, hint, error, className, control }: LabelledFieldProps) {
  const { id, hintId, errorId, describedBy, invalid } = useFieldIds({ hint, error });
  return (
    <div className={fieldClass(invalid, className)}>
      <label htmlFor={id} className="ac-field__label">
        {label}
      </label>
      {control({
        id,
        className: 'ac-input',
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy,
      })}
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

type ValueProps = FieldMessages & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
};

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> &
  ValueProps;

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
  return (
    <LabelledField
      label={label}
      hint={hint}
      error={error}
      className={className}
      control={(props) => (
        <input
          {...props}
          type={type}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          {...rest}
        />
      )}
    />
  );
}

export type TextAreaFieldProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'id'
> &
  ValueProps;

/** A text field of several lines (`className` goes to the field, as with TextField). */
export function TextAreaField({
  label,
  value,
  onValueChange,
  hint,
  error,
  className,
  ...rest
}: TextAreaFieldProps) {
  return (
    <LabelledField
      label={label}
      hint={hint}
      error={error}
      className={className}
      control={(props) => (
        <textarea
          {...props}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          {...rest}
        />
      )}
    />
  );
}
