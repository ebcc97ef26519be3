import { parseAmount } from '../money/parse-amount';
import type { AmountInput } from '../money/types';

/**
 * Tells whether cash must be disabled because loyalty is redeemed on the order
 * (spec: tables-payments-split §4, cash is disabled while loyalty points are redeemed).
 *
 * @param redeemedLoyalty - the loyalty redeemed, or null or undefined for none
 * @returns true when more than zero is redeemed
 * @throws EngineError INVALID_AMOUNT, NEGATIVE_AMOUNT
 * @example
 * ```ts
 * isCashDisabledByLoyalty('5.00'); // true
 * isCashDisabledByLoyalty('0.00'); // false
 * ```
 */
export function isCashDisabledByLoyalty(redeemedLoyalty: AmountInput | null | undefined): boolean {
  if (redeemedLoyalty === null || redeemedLoyalty === undefined) return false;
  return parseAmount(redeemedLoyalty).greaterThan(0);
}
