import { useId, type ReactNode } from 'react';
import { cx } from './class-names';

export type FieldMessages = {
  hint?: ReactNode;
  /** Shown under the field and announced; falsy when valid. */
  error?: string | null;
};

/** Ids and ARIA wiring shared by every form field: label, hint and error. */
export function useFieldIds({ hint, error }: FieldMessages) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy, invalid: Boolean(error) };
}

export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  return id ? (
    <p id={id} className="ac-field__hint">
      {children}
    </p>
  ) : null;
}

export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  return id ? (
    <p id={id} className="ac-field__error" role="alert">
      {children}
    </p>
  ) : null;
}

export function fieldClass(invalid: boolean, className?: string): string {
  return cx('ac-field', invalid && 'ac-field--invalid', className);
}

/** What a field's control needs to be labelled, described and marked invalid. */
type ControlProps = {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** What the frame around a control shows: label, hint and error; `className` is the field's. */
export type FrameProps = FieldMessages & { label: string; className?: string };

/** Label, control, hint and error, wired together: the frame of every text field. */
export function LabelledField({
  label,
  hint,
  error,
  className,
  control,
}: FrameProps & { control: (props: ControlProps) => ReactNode }) {
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

/** A field's props split into its frame's and the rest, which go to its control. */
export function splitFrame<T extends FrameProps>({ label, hint, error, className, ...rest }: T) {
  return { frame: { label, hint, error, className }, rest };
}
