import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { cx } from './class-names';

type ButtonVariant = 'primary' | 'secondary' | 'link';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  /** Full width on phones, natural width from tablets up. */
  block?: boolean;
  /**
   * Work is under way: presses are ignored and assistive tech is told so. The button stays enabled
   * (aria-disabled, not disabled) so keyboard focus stays on it instead of falling to <body>.
   */
  busy?: boolean;
};

export function Button({
  variant = 'primary',
  block,
  busy,
  className,
  type = 'button',
  disabled,
  onClick,
  ...rest
}: ButtonProps) {
  const ignoreWhileBusy = (event: MouseEvent<HTMLButtonElement>) => {
    // Also cancels a form's submission, by click or by Enter in a field (an implicit click).
    if (busy) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button
      type={type}
      className={cx('ac-button', `ac-button--${variant}`, block && 'ac-button--block', className)}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={ignoreWhileBusy}
      {...rest}
    />
  );
}
