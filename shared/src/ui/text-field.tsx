import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { LabelledField, splitFrame, type FrameProps } from './field';

type ValueProps = FrameProps & {
  value: string;
  onValueChange: (value: string) => void;
};

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> &
  ValueProps;

export function TextField({ value, onValueChange, type = 'text', ...props }: TextFieldProps) {
  const { frame, rest } = splitFrame(props);
  return (
    <LabelledField
      {...frame}
      control={(control) => (
        <input
          {...control}
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
export function TextAreaField({ value, onValueChange, ...props }: TextAreaFieldProps) {
  const { frame, rest } = splitFrame(props);
  return (
    <LabelledField
      {...frame}
      control={(control) => (
        <textarea
          {...control}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          {...rest}
        />
      )}
    />
  );
}
