import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

export type PopupProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Action buttons at the bottom of the dialog. */
  footer?: ReactNode;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type PopupHistoryState = { acPopup?: string } | null;
const popupMarker = () => (window.history.state as PopupHistoryState)?.acPopup;

/**
 * Keeps a history entry while the popup is open so the browser back button closes it (SPEC §2)
 * instead of leaving the screen. Closing another way removes that entry again.
 */
function useCloseOnBack(open: boolean, id: string, onClose: () => void) {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    // Keep the router's own state (key, index) so it sees the same location when we pop back.
    window.history.pushState({ ...(window.history.state as object | null), acPopup: id }, '');
    let poppedByUser = false;
    const onPopState = () => {
      // StrictMode re-runs this effect, which can leave a second marked entry: still ours, stay open.
      if (popupMarker() === id) return;
      poppedByUser = true;
      onCloseRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (!poppedByUser && popupMarker() === id) window.history.back();
    };
  }, [open, id]);
}

/** Keeps focus inside the dialog and gives it back to the opener on close. */
function useDialogFocus(open: boolean, dialogRef: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    // The first field of the content, not the close icon: forms can be typed into at once.
    const first = dialog?.querySelector('.ac-popup__body')?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    return () => opener?.focus?.();
  }, [open, dialogRef]);
}

function trapTab(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Modal dialog; closes on the overlay, the close icon, Escape and the browser back button. */
export function Popup({ open, onClose, title, children, footer }: PopupProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const dialogRef = useRef<HTMLDivElement>(null);
  useCloseOnBack(open, id, onClose);
  useDialogFocus(open, dialogRef);

  if (!open) return null;
  return createPortal(
    <div
      className="ac-popup__overlay"
      data-testid="ac-popup-overlay"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="ac-popup"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          } else trapTab(event);
        }}
      >
        <div className="ac-popup__header">
          <h2 id={titleId} className="ac-popup__title">
            {title}
          </h2>
          <button type="button" className="ac-popup__close" aria-label="Cerrar" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="ac-popup__body">{children}</div>
        {footer && <div className="ac-popup__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
