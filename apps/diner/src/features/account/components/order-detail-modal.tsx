import { useLingui } from '@lingui/react/macro';
import type { Order } from '@tabula/api-client';
import { Modal } from '@tabula/ui';
import { pastOrderStatus } from '@/lib/order-status/past-order-status';
import { usePastOrderStatusLabels } from '@/lib/order-status/use-past-order-status-labels';
import { receiptLines } from '../utils/order-receipt';
import * as styles from './order-receipt.css';
import { ReceiptBreakdown } from './receipt-breakdown';
import { ReceiptLines } from './receipt-lines';

/** Props of {@link OrderDetailModal}. */
export interface OrderDetailModalProps {
  order: Order;
  onClose: () => void;
}

/** The past order's detail modal (A§2), in the View Receipt layout: its lines, then the breakdown. */
export function OrderDetailModal({ order, onClose }: OrderDetailModalProps) {
  const { t } = useLingui();
  const number = order.order_number;
  const status = usePastOrderStatusLabels()[pastOrderStatus(order).status];
  return (
    <Modal open onClose={onClose} title={t`Order #${number}`} closeLabel={t`Close`}>
      <div className={styles.receipt}>
        <p className={styles.status}>{t`Status: ${status}`}</p>
        <ReceiptLines lines={receiptLines(order)} label={t`Items`} />
        <ReceiptBreakdown order={order} />
      </div>
    </Modal>
  );
}
