import { useState, type ClipboardEvent, type DragEvent } from 'react';
import { LabelledField, splitFrame } from './field';
import type { TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  /** Registration passwords must be typed, not pasted or copied (SPEC §2 /claves). */
  blockClipboard?: boolean;
};

const block = (event: ClipboardEvent | DragEvent) => event.preventDefault();

/** Password input with a show/hide toggle. */
export function PasswordField({
  value,
  onValueChange,
  blockClipboard,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { frame, rest } = splitFrame(props);
  const clipboardGuards = blockClipboard
    ? { onPaste: block, onCopy: block, onCut: block, onDrop: block }
    : {};
  return (
    <LabelledField
      {...frame}
      control={(control) => (
        <div className="ac-password">
          <input
            {...control}
            type={visible ? 'text' : 'password'}
            className={`${control.className} ac-password__input`}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            autoComplete={autoComplete}
            autoCapitalize="off"
            spellCheck={false}
            {...clipboardGuards}
            {...rest}
          />
          <button
            type="button"
            className="ac-password__toggle"
            aria-controls={control.id}
            aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? 'Ocultar' : 'Mostrar'}
          </button>
        </div>
      )}
    />
  );
}
