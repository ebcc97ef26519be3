import { useLingui } from '@lingui/react/macro';
import type { Order } from '@tabula/api-client';
import { Modal } from '@tabula/ui';
import { useId } from 'react';
import { receiptLines, splitGroupReceipt } from '../utils/order-receipt';
import * as styles from './order-receipt.css';
import { ReceiptBreakdown } from './receipt-breakdown';
import { ReceiptLines } from './receipt-lines';
import { ReceiptStatus } from './receipt-status';

/** Props of {@link GroupOrderDetailModal}. */
export interface GroupOrderDetailModalProps {
  order: Order;
  /** The signed-in diner, whose own items come first. */
  userId: number;
  onClose: () => void;
}

/**
 * The group order's detail modal (A§2): its status, the diner's own items, then what the rest
 * of the table ordered, then the order's breakdown.
 */
export function GroupOrderDetailModal({ order, userId, onClose }: GroupOrderDetailModalProps) {
  const { t } = useLingui();
  const ownId = useId();
  const othersId = useId();
  const number = order.order_number;
  const { own, others } = splitGroupReceipt(receiptLines(order), userId);
  return (
    <Modal open onClose={onClose} title={t`Group order #${number}`} closeLabel={t`Close`}>
      <div className={styles.receipt}>
        <ReceiptStatus order={order} />
        {own.length > 0 && (
          <section aria-labelledby={ownId}>
            <h3 id={ownId} className={styles.groupTitle}>{t`Your items`}</h3>
            <ReceiptLines lines={own} label={t`Your items`} />
          </section>
        )}
        {others.length > 0 && (
          <section aria-labelledby={othersId}>
            <h3 id={othersId} className={styles.groupTitle}>{t`Ordered by your table`}</h3>
            <ReceiptLines lines={others} label={t`Ordered by your table`} />
          </section>
        )}
        <ReceiptBreakdown order={order} />
      </div>
    </Modal>
  );
}
