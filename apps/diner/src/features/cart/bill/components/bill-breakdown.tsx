import { useLingui } from '@lingui/react/macro';
import type { Bill } from '@tabula/engine';
import { ChargesBreakdown, type ChargeRow } from '@tabula/ui';
import { useFormatMoney } from '../../../../lib/i18n/use-format-money';
import { billCharges, type BillCharge } from '../utils/bill-charges';

/** Props of {@link BillBreakdown}. */
export interface BillBreakdownProps {
  bill: Bill;
  /** Removes the diner's tip: the tip row's link (B§2); left out where there is no tip to remove. */
  onRemoveTip?: () => void;
}

/**
 * The charges breakdown of the order (A§2): subtotal, promotion, discounts, loyalty, surcharges,
 * tax and total, every amount the engine's, formatted in the diner's language.
 */
export function BillBreakdown({ bill, onRemoveTip }: BillBreakdownProps) {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();

  const labelOf = (charge: BillCharge): string => {
    const name = charge.name ?? '';
    switch (charge.kind) {
      case 'subtotal':
        return t`Subtotal`;
      case 'tip':
        return t`Tip`;
      case 'promotion':
        return charge.name === null ? t`Promotion` : name;
      case 'discount':
        return t`Discount (${name})`;
      case 'loyalty':
        return t`Loyalty points`;
      case 'surcharge':
        return name;
      case 'tax':
        return t`Tax`;
    }
  };

  const rows: ChargeRow[] = billCharges(bill).map((charge) => {
    const amount = formatMoney(charge.amount);
    return {
      id: charge.id,
      label: labelOf(charge),
      amount: charge.deduction ? t`- ${amount}` : amount,
      tone: charge.deduction ? 'discount' : 'standard',
      ...(charge.kind === 'tip' && onRemoveTip !== undefined
        ? { action: { label: t`Remove`, onClick: onRemoveTip } }
        : {}),
    };
  });

  return (
    <ChargesBreakdown
      label={t`Bill details`}
      rows={rows}
      total={{ label: t`Total`, amount: formatMoney(bill.total_amount) }}
    />
  );
}
