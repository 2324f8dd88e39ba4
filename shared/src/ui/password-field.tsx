import { useState } from 'react';
import { LabelledField, splitFrame } from './field';
import type { TextFieldProps } from './text-field';

// Paste is never blocked, not even on /claves as SPEC §2 asks: password managers paste (WCAG 2.2 SC 3.3.8).
export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** Password input with a show/hide toggle. */
export function PasswordField({
  value,
  onValueChange,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { frame, rest } = splitFrame(props);
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
