import { useLingui } from '@lingui/react/macro';
import { Button, Modal } from '@tabula/ui';
import * as styles from './table-join.css';

/** Props of {@link JoinTablePopup}. */
export interface JoinTablePopupProps {
  open: boolean;
  /** Yes: join (signing in first when needed). */
  onYes: () => void;
  /** No, the close button, Escape or the backdrop. */
  onNo: () => void;
}

/**
 * The join-table confirmation (B§2 popups; B§4 Table join): this table has an open tab, would the
 * diner like to join it? Yes goes to sign-in first when they are not signed in.
 */
export function JoinTablePopup({ open, onYes, onNo }: JoinTablePopupProps) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onClose={onNo}
      title={t`Join this table?`}
      closeLabel={t`Close`}
      footer={
        <div className={styles.actions}>
          <div className={styles.action}>
            <Button tone="secondary" fullWidth onClick={onNo}>
              {t`No`}
            </Button>
          </div>
          <div className={styles.action}>
            <Button fullWidth onClick={onYes}>
              {t`Yes`}
            </Button>
          </div>
        </div>
      }
    >
      <p className={styles.message}>
        {t`This table has an open tab. Would you like to join it? Someone at the table will be asked to accept you.`}
      </p>
    </Modal>
  );
}
