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
