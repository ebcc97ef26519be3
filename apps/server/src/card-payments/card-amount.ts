import { toMinorUnits } from '@tabula/engine';
import type { PaymentRecord } from '../payments/payment-store';

/**
 * What a card provider is asked to take for a payment: the amount in minor units at the
 * company's precision (B§9 "Card amounts: minor units"; KWD has 3 decimals, JPY none) and the
 * lowercase currency.
 */
export function cardAmount(
  payment: Pick<PaymentRecord, 'amount' | 'currency'>,
  precision: number,
): { amountMinor: number; currency: string } {
  return {
    amountMinor: toMinorUnits(payment.amount, precision),
    currency: payment.currency.toLowerCase(),
  };
}
