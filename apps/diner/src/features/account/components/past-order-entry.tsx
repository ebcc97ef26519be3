import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Order } from '@tabula/api-client';
import { PastOrderRow } from '@tabula/ui';
import { useFormatMoney } from '@/lib/i18n/use-format-money';
import { formatPoints } from '@/lib/i18n/format-points';
import { pastOrderStatus } from '@/lib/order-status/past-order-status';
import { usePastOrderStatusLabels } from '@/lib/order-status/use-past-order-status-labels';
import { useRefundLine } from '@/lib/order-status/use-refund-line';
import { hasEarnedPoints } from '../utils/order-receipt';
import { formatOrderDate } from '../utils/order-date';
import { pluralCount } from '@/lib/i18n/plural-count';

/** What the diner can do with one past order. */
export interface PastOrderActions {
  openDetails: (order: Order) => void;
  /** Absent where reorder is not offered (A§4). */
  reorder: ((order: Order) => void) | null;
  downloadInvoice: (order: Order) => void;
  emailInvoice: (order: Order) => void;
}

/** Props of {@link PastOrderEntry}. */
export interface PastOrderEntryProps {
  order: Order;
  actions: PastOrderActions;
  /** The outlet's time zone, for the order's date. */
  timeZone: string;
}

/**
 * One past order (A§2 Past orders list): the order number, the amount, the loyalty points earned
 * and Reorder, with the menu of Download Invoice and Send invoice via email; and its status
 * (our choice: a rejected, cancelled or refunded order must not read as paid; a partial refund
 * is said beside the status, issue 30).
 */
export function PastOrderEntry({ order, actions, timeZone }: PastOrderEntryProps) {
  const { t, i18n } = useLingui();
  const formatMoney = useFormatMoney();
  const statusLabels = usePastOrderStatusLabels();
  const status = pastOrderStatus(order);
  const statusLabel = statusLabels[status.status];
  const refundLine = useRefundLine()(order);
  const number = order.order_number;
  const earned = order.order_details.earned_loyalty;
  const points = formatPoints(earned, i18n.locale);
  const count = pluralCount(earned);
  const { reorder } = actions;
  return (
    <PastOrderRow
      orderLabel={order.is_group_order ? t`Group order #${number}` : t`Order #${number}`}
      amount={formatMoney(order.order_details.total_amount)}
      date={formatOrderDate(order.created_at, i18n.locale, timeZone)}
      status={{
        status: status.bar,
        label:
          status.status === 'refunded' || refundLine === null
            ? statusLabel
            : t`${statusLabel} · ${refundLine}`,
      }}
      {...(hasEarnedPoints(earned)
        ? {
            pointsEarned: t({
              message: plural(count, {
                one: `${points} point earned`,
                other: `${points} points earned`,
              }),
            }),
          }
        : {})}
      onOpenDetails={() => {
        actions.openDetails(order);
      }}
      {...(reorder === null
        ? {}
        : {
            reorderLabel: t`Reorder`,
            onReorder: () => {
              reorder(order);
            },
          })}
      invoiceMenuLabel={t`Invoice options`}
      downloadInvoiceLabel={t`Download Invoice`}
      onDownloadInvoice={() => {
        actions.downloadInvoice(order);
      }}
      emailInvoiceLabel={t`Send invoice via email`}
      onEmailInvoice={() => {
        actions.emailInvoice(order);
      }}
    />
  );
}
