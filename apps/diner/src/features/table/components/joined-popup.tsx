import { useLingui } from '@lingui/react/macro';
import { Button, Modal } from '@tabula/ui';
import * as styles from './table-join.css';

/** Props of {@link JoinedPopup}. */
export interface JoinedPopupProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Tells the diner they joined the table's order (B§4: approved, then joined, the local cart
 * cleared): what they had in the cart is now on the table's order.
 */
export function JoinedPopup({ open, onClose }: JoinedPopupProps) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`You joined the table`}
      closeLabel={t`Close`}
      footer={
        <Button fullWidth onClick={onClose}>
          {t`OK`}
        </Button>
      }
    >
      <p className={styles.message}>
        {t`You are now part of this table's order. Anything that was in your cart has been added to it.`}
      </p>
    </Modal>
  );
}
