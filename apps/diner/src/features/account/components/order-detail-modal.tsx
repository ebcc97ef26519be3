import { useLingui } from '@lingui/react/macro';
import type { Order } from '@tabula/api-client';
import { Modal } from '@tabula/ui';
import { receiptLines } from '../utils/order-receipt';
import * as styles from './order-receipt.css';
import { ReceiptBreakdown } from './receipt-breakdown';
import { ReceiptLines } from './receipt-lines';
import { ReceiptStatus } from './receipt-status';

/** Props of {@link OrderDetailModal}. */
export interface OrderDetailModalProps {
  order: Order;
  onClose: () => void;
}

/**
 * The past order's detail modal (A§2), in the View Receipt layout: its status and what was
 * refunded of it (issue 30), its lines, then the breakdown.
 */
export function OrderDetailModal({ order, onClose }: OrderDetailModalProps) {
  const { t } = useLingui();
  const number = order.order_number;
  return (
    <Modal open onClose={onClose} title={t`Order #${number}`} closeLabel={t`Close`}>
      <div className={styles.receipt}>
        <ReceiptStatus order={order} />
        <ReceiptLines lines={receiptLines(order)} label={t`Items`} />
        <ReceiptBreakdown order={order} />
      </div>
    </Modal>
  );
}
