import { toAmount, toMinorUnits } from '@tabula/engine';
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

/**
 * What the Mastercard gateway is asked to take: MPGS writes amounts as decimals at the
 * currency's precision ("12.30"), made by the engine from the stored amount (never a float), and
 * the ISO currency in capitals.
 */
export function gatewayAmount(
  payment: Pick<PaymentRecord, 'amount' | 'currency'>,
  precision: number,
): { amount: string; currency: string } {
  return { amount: toAmount(payment.amount, precision), currency: payment.currency.toUpperCase() };
}
