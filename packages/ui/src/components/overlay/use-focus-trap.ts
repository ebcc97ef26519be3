import { useEffect, useRef } from 'react';

/** What the Tab key can reach. Hidden and disabled elements are filtered out afterwards. */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(', ');

/**
 * The open modal dialogs, innermost last. Only the innermost one traps focus and answers Escape,
 * so an error popup over a sheet closes alone.
 */
const openDialogs: HTMLElement[] = [];

/** The innermost open dialog that is still in the document. */
function innermostDialog(): HTMLElement | undefined {
  return openDialogs.filter((dialog) => dialog.isConnected).at(-1);
}

/** The elements inside `container` that Tab reaches, in document order. */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0 && element.closest('[inert]') === null,
  );
}

/** The element a dialog focuses when it opens: one marked `data-autofocus`, else the first. */
function initialFocus(dialog: HTMLElement): HTMLElement {
  return dialog.querySelector<HTMLElement>('[data-autofocus]') ?? tabbableIn(dialog)[0] ?? dialog;
}

let scrollLocks = 0;
let overflowBeforeLock = '';

/** Stops the page behind a modal dialog from scrolling; nested dialogs share one lock. */
function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (scrollLocks === 0) {
    overflowBeforeLock = root.style.overflow;
    root.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) root.style.overflow = overflowBeforeLock;
  };
}

/**
 * The behaviour of a modal dialog (WAI-ARIA dialog pattern), shared by the bottom sheet, the
 * modal, the error popup and the side menu. While `dialog` is mounted:
 * - focus moves into it (to an element marked `data-autofocus`, else the first tabbable one);
 * - Tab and Shift+Tab cycle inside it, and focus that strays outside is brought back;
 * - Escape calls `onEscape`;
 * - the page behind does not scroll.
 * When it unmounts, focus returns to the element that had it before (the opener).
 *
 * @param dialog - the dialog element (from a callback ref), or null while it is not mounted
 * @param onEscape - what Escape does; usually the dialog's onClose
 */
export function useFocusTrap(dialog: HTMLElement | null, onEscape: () => void): void {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });

  useEffect(() => {
    if (dialog === null) return;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && !dialog.contains(active) ? active : null;
    openDialogs.push(dialog);
    const unlockScroll = lockPageScroll();
    initialFocus(dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (innermostDialog() !== dialog || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const tabbable = tabbableIn(dialog);
      const first = tabbable[0];
      const last = tabbable.at(-1);
      const current = document.activeElement;
      const outside = !(current instanceof Node) || !dialog.contains(current) || current === dialog;
      if (first === undefined || last === undefined) {
        event.preventDefault();
        dialog.focus();
      } else if (event.shiftKey && (current === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (innermostDialog() !== dialog) return;
      if (event.target instanceof Node && dialog.contains(event.target)) return;
      initialFocus(dialog).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      openDialogs.splice(openDialogs.lastIndexOf(dialog), 1);
      unlockScroll();
      if (opener?.isConnected) opener.focus();
    };
  }, [dialog]);
}
