import type { ReactNode } from 'react';
import { cx } from './class-names';

type AlertKind = 'error' | 'info' | 'success';

export type AlertProps = {
  kind?: AlertKind;
  children: ReactNode;
  /** Shows a close button when given. */
  onClose?: () => void;
  className?: string;
};

/** Errors interrupt (role alert); information and success are announced politely (role status). */
export function Alert({ kind = 'info', children, onClose, className }: AlertProps) {
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={cx('ac-alert', `ac-alert--${kind}`, className)}
    >
      <div className="ac-alert__message">{children}</div>
      {onClose && (
        <button type="button" className="ac-alert__close" aria-label="Cerrar aviso" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
