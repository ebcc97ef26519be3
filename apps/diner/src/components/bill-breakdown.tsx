import { useLingui } from '@lingui/react/macro';
import type { Bill } from '@tabula/engine';
import { ChargesBreakdown, type ChargeRow } from '@tabula/ui';
import { useFormatMoney } from '../lib/i18n/use-format-money';
import { useChargeRow } from '../lib/order-charges/use-charge-row';
import { billCharges } from '../lib/bill/bill-charges';
import type { BillSource } from '../lib/bill/bill-source';

/** Props of {@link BillBreakdown}. */
export interface BillBreakdownProps {
  bill: Bill;
  /** The menu's surcharges and the promotions, whose names the rows show translated. */
  source: Pick<BillSource, 'menu' | 'promotions'>;
  /** Removes the diner's tip: the tip row's link (B§2); left out where there is no tip to remove. */
  onRemoveTip?: () => void;
}

/**
 * The charges breakdown of the order (A§2): subtotal, promotion, discounts, loyalty, surcharges,
 * tax and total, every amount the engine's, formatted in the diner's language.
 */
export function BillBreakdown({ bill, source, onRemoveTip }: BillBreakdownProps) {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();
  const chargeRow = useChargeRow();

  const named = { surcharges: source.menu.surcharges, promotions: source.promotions };
  const rows: ChargeRow[] = billCharges(bill, named).map((charge) => ({
    ...chargeRow(charge),
    ...(charge.kind === 'tip' && onRemoveTip !== undefined
      ? { action: { label: t`Remove`, onClick: onRemoveTip } }
      : {}),
  }));

  return (
    <ChargesBreakdown
      label={t`Bill details`}
      rows={rows}
      total={{ label: t`Total`, amount: formatMoney(bill.total_amount) }}
    />
  );
}
