import { useLingui } from '@lingui/react';
import { Button, Modal } from '@tabula/ui';
import { errorMessage } from '@/lib/errors/error-messages';
import * as styles from './table-join.css';

/** Props of {@link JoinTimeoutPopup}. */
export interface JoinTimeoutPopupProps {
  open: boolean;
  /** Try again: the join request goes again with the cart's items. */
  onTryAgain: () => void;
  /** Cancel, the close button, Escape or the backdrop. */
  onCancel: () => void;
}

/**
 * The timeout popup (B§4 Table join; B§8 'Dining partner approval timeout': 'request timed out'
 * with Try again): no member answered within 10 s. Its texts are the error catalogue's entry
 * join_approval_timeout, with Cancel beside Try again.
 */
export function JoinTimeoutPopup({ open, onTryAgain, onCancel }: JoinTimeoutPopupProps) {
  const { i18n } = useLingui();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={i18n._(errorMessage('error.join_approval_timeout.title', 'title'))}
      closeLabel={i18n._(errorMessage('button.close', 'button'))}
      footer={
        <div className={styles.actions}>
          <div className={styles.action}>
            <Button tone="secondary" fullWidth onClick={onCancel}>
              {i18n._(errorMessage('button.cancel', 'button'))}
            </Button>
          </div>
          <div className={styles.action}>
            <Button fullWidth onClick={onTryAgain}>
              {i18n._(errorMessage('button.try_again', 'button'))}
            </Button>
          </div>
        </div>
      }
    >
      <p className={styles.message}>
        {i18n._(errorMessage('error.join_approval_timeout.message', 'message'))}
      </p>
    </Modal>
  );
}
