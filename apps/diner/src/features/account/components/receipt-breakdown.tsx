import { useLingui } from '@lingui/react/macro';
import type { Order } from '@tabula/api-client';
import { ChargesBreakdown, type ChargeRow } from '@tabula/ui';
import { useFormatMoney } from '../../../lib/i18n/use-format-money';
import { receiptCharges, type ReceiptCharge } from '../utils/order-receipt';

/** Props of {@link ReceiptBreakdown}. */
export interface ReceiptBreakdownProps {
  order: Pick<Order, 'order_details'>;
}

/** The View Receipt breakdown (A§2) of a past order, every amount as the order stored it. */
export function ReceiptBreakdown({ order }: ReceiptBreakdownProps) {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();

  const labelOf = (charge: ReceiptCharge): string => {
    const name = charge.name ?? '';
    switch (charge.kind) {
      case 'subtotal':
        return t`Subtotal`;
      case 'discount':
        return t`Discount (${name})`;
      case 'loyalty':
        return t`Loyalty points`;
      case 'surcharge':
        return name;
      case 'tax':
        return t`Tax`;
      case 'tip':
        return t`Tip`;
    }
  };

  const rows: ChargeRow[] = receiptCharges(order).map((charge) => {
    const amount = formatMoney(charge.amount);
    return {
      id: charge.id,
      label: labelOf(charge),
      amount: charge.deduction ? t`- ${amount}` : amount,
      tone: charge.deduction ? 'discount' : 'standard',
    };
  });

  return (
    <ChargesBreakdown
      label={t`Bill details`}
      rows={rows}
      total={{ label: t`Total`, amount: formatMoney(order.order_details.total_amount) }}
    />
  );
}
