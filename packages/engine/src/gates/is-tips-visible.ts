import { parseAmount } from '../money/parse-amount';
import type { AmountInput } from '../money/types';

/**
 * Tells whether the tip selector shows: the company has tips, something is payable and the
 * diner's payment is not done (spec: tables-payments-split §4 and §5).
 *
 * @param state - the company's has_tips, the payable amount, whether the diner has paid
 * @returns true when tips show
 * @throws EngineError INVALID_AMOUNT
 * @example
 * ```ts
 * isTipsVisible({ hasTips: true, payable: '0.00' }); // false
 * ```
 */
export function isTipsVisible(state: {
  hasTips: boolean;
  payable: AmountInput;
  userPaymentDone?: boolean;
}): boolean {
  return (
    state.hasTips &&
    state.userPaymentDone !== true &&
    parseAmount(state.payable, { allowNegative: true }).greaterThan(0)
  );
}
