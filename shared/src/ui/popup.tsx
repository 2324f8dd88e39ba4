import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { pushDialogSlot } from '@area-cliente/shared';
import { canRefocus, focusStatic, guideFocus } from '@area-cliente/shared';
import { settledHeading } from '@area-cliente/shared';
import { cx } from './class-names';

export type PopupProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Action buttons at the bottom of the dialog. */
  footer?: ReactNode;
  /** `drawer`: a full-height panel from the left edge (the phone menu). */
  variant?: 'dialog' | 'drawer';
  /** Extra class for an app's own placement (the first-use tip under the hamburger). */
  className?: string;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type PopupHistoryState = { acPopup?: string } | null;
const popupMarker = () => (window.history.state as PopupHistoryState)?.acPopup;

// useId repeats across React roots (each parcel is one), so history entries get ids of their own. Each
// build bundles this module with its own counter, so a random part keeps two builds' ids apart.
let entries = 0;
const newEntryId = () => `${Date.now().toString(36)}-${++entries}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Keeps a history entry while the popup is open so the browser back button closes it (SPEC §2)
 * instead of leaving the screen. Closing another way removes that entry again, but only if nothing
 * else has moved history meanwhile: a popup unmounted by a navigation it did not start (a redirect,
 * session expiry) must not step back behind it. That navigation runs in the same commit as this
 * cleanup, so the check waits for the commit to finish.
 */
function useCloseOnBack(onClose: () => void) {
  const [id] = useState(newEntryId);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    // Keep the router's own state (key, index) so it sees the same location when we pop back.
    window.history.pushState({ ...(window.history.state as object | null), acPopup: id }, '');
    const ownEntry = window.location.href;
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
      if (poppedByUser) return;
      setTimeout(() => {
        if (popupMarker() === id && window.location.href === ownEntry) window.history.back();
      }, 0);
    };
  }, [id]);
}

/**
 * The opener again after its screen re-rendered it (data reloaded behind the popup): the one control
 * of the same kind with the same text.
 */
function sameControl(opener: Element | null): Element | null {
  const text = opener?.textContent?.trim();
  if (!opener || !text) return null;
  const matches = [...document.querySelectorAll(opener.tagName)].filter(
    (el) => el.textContent?.trim() === text,
  );
  return matches.length === 1 ? (matches[0] ?? null) : null;
}

/**
 * Gives focus back to the opener, or to the screen's heading when the opener is gone, and follows it
 * while the screen behind reloads (a change reloads the data on screen, re-rendering the opener).
 */
function restoreFocus(opener: Element | null) {
  guideFocus(() => {
    const control = opener?.isConnected ? opener : sameControl(opener);
    return canRefocus(control) ? control : settledHeading();
  });
}

/** Tab and Shift+Tab wrap around inside the dialog instead of leaving for the browser's own UI. */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !items.includes(active as HTMLElement))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Opens the native dialog as a modal (the page behind becomes inert, Escape cancels), moves focus
 * into it, keeps it inside through asynchronous steps and gives it back on close.
 */
function useModal(
  dialogRef: RefObject<HTMLDialogElement | null>,
  titleRef: RefObject<HTMLHeadingElement | null>,
  slotRef: RefObject<HTMLDivElement | null>,
) {
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const title = titleRef.current;
    const slot = slotRef.current;
    if (!dialog || !title || !slot) return undefined;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    // The first field of the content, not the close icon: forms can be typed into at once.
    const first = dialog.querySelector('.ac-popup__body')?.querySelector<HTMLElement>(FOCUSABLE);
    if (first) first.focus();
    else focusStatic(title);

    // A step that replaces or removes the focused control (the form gives way to its result) would
    // drop focus to <body>, outside the modal: the dialog's title takes it instead.
    const keepFocusInside = () => {
      if (dialog.open && !dialog.contains(document.activeElement)) focusStatic(title);
    };
    const observer = new MutationObserver(keepFocusInside);
    observer.observe(dialog, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    const removeSlot = pushDialogSlot(slot);

    return () => {
      observer.disconnect();
      removeSlot();
      if (dialog.open) dialog.close();
      restoreFocus(opener);
    };
  }, [dialogRef, titleRef, slotRef]);
}

function OpenPopup({
  onClose,
  title,
  children,
  footer,
  variant = 'dialog',
  className,
}: Omit<PopupProps, 'open'>) {
  const id = useId();
  const titleId = `${id}-title`;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const slotRef = useRef<HTMLDivElement>(null);
  useCloseOnBack(onClose);
  useModal(dialogRef, titleRef, slotRef);

  return createPortal(
    <dialog
      ref={dialogRef}
      className={cx('ac-popup', variant === 'drawer' && 'ac-popup--drawer', className)}
      aria-labelledby={titleId}
      data-testid="ac-popup-overlay"
      onKeyDown={wrapTab}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The browser may close the dialog by itself (Escape pressed twice): follow it.
      onClose={(event) => !event.currentTarget.open && onClose()}
      // A press on the backdrop lands on the <dialog> itself; its content covers the rest.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="ac-popup__frame">
        <div className="ac-popup__header">
          <h2 id={titleId} ref={titleRef} className="ac-popup__title" tabIndex={-1}>
            {title}
          </h2>
          <button type="button" className="ac-popup__close" aria-label="Cerrar" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div ref={slotRef} className="ac-popup__messages" />
        <div className="ac-popup__body">{children}</div>
        {footer && <div className="ac-popup__footer">{footer}</div>}
      </div>
    </dialog>,
    document.body,
  );
}

/**
 * Modal dialog on the native <dialog> (showModal): closes on the backdrop, the close icon, Escape
 * and the browser back button. Used by every popup and by the phone menu drawer.
 */
export function Popup({ open, ...props }: PopupProps) {
  return open ? <OpenPopup {...props} /> : null;
}
