import { useLingui } from '@lingui/react/macro';
import { Button, Modal } from '@tabula/ui';

/** Props of {@link OrderPlacedPopup}. */
export interface OrderPlacedPopupProps {
  open: boolean;
  onClose: () => void;
  /** View Order: /track-order (B§2; / for an open tab, which this checkout does not serve). */
  onViewOrder: () => void;
}

/** The order-placed popup (B§2): the order is in, with View Order. */
export function OrderPlacedPopup({ open, onClose, onViewOrder }: OrderPlacedPopupProps) {
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
      <p>{t`Thank you! The restaurant has your order. You can follow it on the order screen.`}</p>
    </Modal>
  );
}
