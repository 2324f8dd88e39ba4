import { useState, type ClipboardEvent, type DragEvent } from 'react';
import { FieldError, FieldHint, fieldClass, useFieldIds } from './field';
import type { TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  /** Registration passwords must be typed, not pasted or copied (SPEC §2 /claves). */
  blockClipboard?: boolean;
};

const block = (event: ClipboardEvent | DragEvent) => event.preventDefault();

/** Password input with a show/hide toggle. */
export function PasswordField({
  label,
  value,
  onValueChange,
  hint,
  error,
  className,
  blockClipboard,
  autoComplete = 'current-password',
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { id, hintId, errorId, describedBy, invalid } = useFieldIds({ hint, error });
  const clipboardGuards = blockClipboard
    ? { onPaste: block, onCopy: block, onCut: block, onDrop: block }
    : {};
  return (
    <div className={fieldClass(invalid, className)}>
      <label htmlFor={id} className="ac-field__label">
        {label}
      </label>
      <div className="ac-password">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className="ac-input ac-password__input"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          {...clipboardGuards}
          {...rest}
        />
        <button
          type="button"
          className="ac-password__toggle"
          aria-controls={id}
          aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Ocultar' : 'Mostrar'}
        </button>
      </div>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
