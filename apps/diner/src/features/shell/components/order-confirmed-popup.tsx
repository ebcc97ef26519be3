import { useLingui } from '@lingui/react/macro';
import { Button, Modal } from '@tabula/ui';

/** Props of {@link OrderConfirmedPopup}. */
export interface OrderConfirmedPopupProps {
  open: boolean;
  /** What the confirmed order's status says (its SMS or table variant). */
  message: string;
  onClose: () => void;
  /** View Order: /track-order, or / for an open tab (B§2). */
  onViewOrder: () => void;
}

/**
 * The order-placed popup a confirmed order opens (B§4 Order status: "confirmed: order-placed
 * popup. The status banner is removed when the popup closes"), with View Order (B§2).
 */
export function OrderConfirmedPopup({
  open,
  message,
  onClose,
  onViewOrder,
}: OrderConfirmedPopupProps) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`Order confirmed`}
      closeLabel={t`Close`}
      footer={
        <Button fullWidth onClick={onViewOrder}>
          {t`View Order`}
        </Button>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
