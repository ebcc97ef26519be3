import { useLingui } from '@lingui/react/macro';
import type { Order } from '@tabula/api-client';
import { pastOrderStatus } from '@/lib/order-status/past-order-status';
import { usePastOrderStatusLabels } from '@/lib/order-status/use-past-order-status-labels';
import { useRefundLine } from '@/lib/order-status/use-refund-line';
import * as styles from './order-receipt.css';

/** Props of {@link ReceiptStatus}. */
export interface ReceiptStatusProps {
  order: Pick<Order, 'status' | 'order_details' | 'refund'>;
}

/**
 * The top of a past order's detail: its status in a word or two, and what staff refunded of it
 * when they did (issue 30).
 */
export function ReceiptStatus({ order }: ReceiptStatusProps) {
  const { t } = useLingui();
  const status = usePastOrderStatusLabels()[pastOrderStatus(order).status];
  const refundLine = useRefundLine()(order);
  return (
    <>
      <p className={styles.status}>{t`Status: ${status}`}</p>
      {refundLine !== null && <p className={styles.status}>{refundLine}</p>}
    </>
  );
}
