import { useLingui } from '@lingui/react/macro';
import type { Order } from '@tabula/api-client';
import { ChargesBreakdown } from '@tabula/ui';
import { useFormatMoney } from '@/lib/i18n/use-format-money';
import { orderCharges } from '@/lib/order-charges/order-charges';
import { useChargeRow } from '@/lib/order-charges/use-charge-row';
import { useMoneySettings } from '@/lib/venue/money-settings';

/** Props of {@link ReceiptBreakdown}. */
export interface ReceiptBreakdownProps {
  order: Pick<Order, 'order_details'>;
}

/** The View Receipt breakdown (A§2) of a past order, every amount as the order stored it. */
export function ReceiptBreakdown({ order }: ReceiptBreakdownProps) {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();
  const { precision } = useMoneySettings();
  const chargeRow = useChargeRow();
  // our choice: the receipt lists every discount of the order (A§2 only says "a breakdown").
  const rows = orderCharges(order.order_details, precision, { layout: 'receipt' }).map(chargeRow);

  return (
    <ChargesBreakdown
      label={t`Bill details`}
      rows={rows}
      total={{ label: t`Total`, amount: formatMoney(order.order_details.total_amount) }}
    />
  );
}
