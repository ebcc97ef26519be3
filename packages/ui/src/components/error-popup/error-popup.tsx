import { useId, useState } from 'react';
import { Icon } from '../../icons/icon';
import { OverlayLayer } from '../overlay/overlay-layer';
import { useFocusTrap } from '../overlay/use-focus-trap';
import { Button } from '../button/button';
import * as styles from './error-popup.css';

/** Props of {@link ErrorPopup}. */
export interface ErrorPopupProps {
  /** Whether the popup is shown; the app owns this state. */
  open: boolean;
  /** The popup's title (e.g. "Oops!", "Item/s unavailable"); it names the alert dialog. */
  title: string;
  /** What went wrong and what the diner can do. */
  message: string;
  /** Optional technical details, collapsed under their label until the diner opens them. */
  details?: { label: string; text: string };
  /** The label of the one action: "Close", "OK", "Return to checkout"... */
  actionLabel: string;
  /**
   * What the action does: close the popup, or redirect (A§8). Escape does the same, since it is
   * the popup's only way out; a tap on the backdrop does nothing.
   */
  onAction: () => void;
}

/**
 * The error popup of the error catalogue (A§8, B§8): an alert dialog with a title, a message,
 * optional collapsible details and one action that closes the popup or redirects.
 */
export function ErrorPopup({
  open,
  title,
  message,
  details,
  actionLabel,
  onAction,
}: ErrorPopupProps) {
  const titleId = useId();
  const messageId = useId();
  const [dialog, setDialog] = useState<HTMLDivElement | null>(null);
  useFocusTrap(dialog, onAction);
  return (
    // An error needs an answer: a stray tap on the backdrop does not dismiss it.
    <OverlayLayer open={open} placement="center">
      <div
        ref={setDialog}
        className={styles.popup}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        tabIndex={-1}
      >
        <span className={styles.badge}>
          <Icon name="warning" />
        </span>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p id={messageId} className={styles.message}>
          {message}
        </p>
        {details !== undefined && (
          <details className={styles.details}>
            <summary className={styles.summary}>
              {details.label}
              <span className={styles.chevron}>
                <Icon name="chevronDown" size="small" />
              </span>
            </summary>
            <p className={styles.detailsText}>{details.text}</p>
          </details>
        )}
        <div className={styles.action}>
          {/* spec: A§8 one button that closes the popup or redirects; it takes focus first */}
          <Button fullWidth data-autofocus onClick={onAction}>
            {actionLabel}
          </Button>
        </div>
      </div>
    </OverlayLayer>
  );
}
