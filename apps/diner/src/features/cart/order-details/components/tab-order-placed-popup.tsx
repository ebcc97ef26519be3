import { useLingui } from '@lingui/react/macro';
import { Button, Modal } from '@tabula/ui';

/** Props of {@link TabOrderPlacedPopup}. */
export interface TabOrderPlacedPopupProps {
  open: boolean;
  onClose: () => void;
  /** View Order: / for an open tab (B§2). */
  onViewOrder: () => void;
}

/** The order-placed popup of an open tab (B§2): the order is on the table's tab, with View Order. */
export function TabOrderPlacedPopup({ open, onClose, onViewOrder }: TabOrderPlacedPopupProps) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`Order placed`}
      closeLabel={t`Close`}
      footer={
        <Button fullWidth onClick={onViewOrder}>
          {t`View Order`}
        </Button>
      }
    >
      <p>{t`Thank you! Your items are on the table's order and the restaurant has them.`}</p>
    </Modal>
  );
}
