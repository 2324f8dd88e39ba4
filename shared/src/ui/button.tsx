import type { ButtonHTMLAttributes } from 'react';
import { cx } from './class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  /** Full width on phones, natural width from tablets up. */
  block?: boolean;
  /** Disables the button and tells assistive tech that work is under way. */
  busy?: boolean;
};

export function Button({
  variant = 'primary',
  block,
  busy,
  className,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx('ac-button', `ac-button--${variant}`, block && 'ac-button--block', className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    />
  );
}
