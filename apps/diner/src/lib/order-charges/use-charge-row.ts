import { useLingui } from '@lingui/react/macro';
import type { Amount } from '@tabula/engine';
import type { ChargeRow } from '@tabula/ui';
import { useFormatMoney } from '../i18n/use-format-money';
import { chargeLabel, type ChargeKind } from './charge-label';

/** A row of charges as the app computes it: a stored order's or the cart's bill's. */
export interface ChargeLine {
  id: string;
  kind: ChargeKind;
  name: string | null;
  amount: Amount;
  /** Money off the order (shown as a deduction). */
  deduction: boolean;
}

/**
 * Words a charge for the charges breakdown in the diner's language: its label, its amount
 * formatted (a deduction with a leading minus) and its tone.
 *
 * @returns The function that turns a charge into a ChargeRow of @tabula/ui's ChargesBreakdown.
 * @example `orderCharges(details, 2, { layout: 'receipt' }).map(useChargeRow())`
 */
export function useChargeRow(): (charge: ChargeLine) => ChargeRow {
  const { t, i18n } = useLingui();
  const formatMoney = useFormatMoney();
  return (charge) => {
    const label = chargeLabel(charge.kind, charge.name);
    const amount = formatMoney(charge.amount);
    return {
      id: charge.id,
      label: typeof label === 'string' ? label : i18n._(label),
      amount: charge.deduction ? t`- ${amount}` : amount,
      tone: charge.deduction ? 'discount' : 'standard',
    };
  };
}
