import { EngineError } from '../errors/engine-error';
import { Decimal } from '../money/decimal';
import { parseAmount } from '../money/parse-amount';
import { percentOf } from '../money/percent-of';
import { quantize } from '../money/quantize';
import type { AmountInput, Precision } from '../money/types';
import type { TipInput } from './types';

/**
 * Computes a tip: a percentage tip is that percent of the subtotal rounded half up to the
 * precision (spec: tables-payments-split §5); a custom tip is the amount given.
 *
 * @param tip - `{ percent }` or `{ amount }`, or nothing
 * @param subTotal - the order subtotal
 * @param precision - decimal places
 * @returns the tip
 * @throws EngineError INVALID_TIP for a negative or malformed tip, or one finer than the currency
 * @example
 * ```ts
 * tipAmount({ percent: '15' }, '33.30', 2).toFixed(2); // "5.00" (4.995 rounds up)
 * ```
 */
export function tipAmount(
  tip: TipInput | null | undefined,
  subTotal: AmountInput,
  precision: Precision,
): Decimal {
  if (!tip) return new Decimal(0);
  try {
    if ('percent' in tip) return quantize(percentOf(subTotal, tip.percent), precision);
    return parseAmount(tip.amount, { precision });
  } catch (error) {
    throw new EngineError('INVALID_TIP', { tip, cause: error });
  }
}
