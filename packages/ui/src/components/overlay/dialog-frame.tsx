import { useId, useState, type ReactNode } from 'react';
import { Icon } from '../../icons/icon';
import { Button } from '../button/button';
import * as styles from './overlay.css';
import { OverlayLayer } from './overlay-layer';
import { useFocusTrap } from './use-focus-trap';
import { useOverflowing } from './use-overflowing';

/** Props of a titled dialog: the bottom sheet and the modal share them. */
export interface DialogFrameProps {
  /** Whether the dialog is shown; the app owns this state. */
  open: boolean;
  /** Called on the close button, on Escape and on a tap on the backdrop. */
  onClose: () => void;
  /** The heading of the dialog, which also names it. */
  title: string;
  /** The accessible name of the close button (e.g. "Close"). */
  closeLabel: string;
  children: ReactNode;
  /** Actions pinned under the scrolling body (e.g. an "Add to order" button). */
  footer?: ReactNode;
}

/**
 * A titled modal dialog: header with the close button, a body that scrolls when tall, an
 * optional footer. It traps focus, closes on Escape or the backdrop, and returns focus to the
 * opener when it closes. BottomSheet and Modal place it and give the panel its shape.
 */
export function DialogFrame({
  open,
  onClose,
  title,
  closeLabel,
  children,
  footer,
  placement,
  panelClassName,
}: DialogFrameProps & { placement: 'bottom' | 'center'; panelClassName: string }) {
  const titleId = useId();
  // Callback refs: the trap starts when the dialog mounts and ends (returning focus) when it goes.
  const [dialog, setDialog] = useState<HTMLDivElement | null>(null);
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  useFocusTrap(dialog, onClose);
  const scrollable = useOverflowing(body);
  return (
    <OverlayLayer open={open} placement={placement} onBackdropPress={onClose}>
      <div
        ref={setDialog}
        className={panelClassName}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <Button tone="ghost" size="small" aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" />
          </Button>
        </div>
        <div
          ref={setBody}
          className={styles.body}
          // A body that scrolls takes focus, so a keyboard can scroll it.
          tabIndex={scrollable ? 0 : undefined}
        >
          <div>{children}</div>
        </div>
        {footer !== undefined && <div className={styles.footer}>{footer}</div>}
      </div>
    </OverlayLayer>
  );
}
