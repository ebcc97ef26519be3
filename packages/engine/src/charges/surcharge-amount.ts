import { EngineError } from '../errors/engine-error';
import type { Decimal } from '../money/decimal';
import { parseAmount } from '../money/parse-amount';
import { parseRate } from '../money/parse-rate';
import { percentOf } from '../money/percent-of';
import { quantize } from '../money/quantize';
import type { Precision } from '../money/types';
import { surchargeKind } from './surcharge-kind';
import type { Surcharge } from './types';

/**
 * Computes what a surcharge charges: a fixed surcharge its value, a percentage surcharge that
 * percent of the order subtotal (items after item promotions), rounded half up to the precision.
 *
 * @param surcharge - the surcharge
 * @param subTotal - the order subtotal it is a percentage of
 * @param precision - decimal places
 * @returns the charge, and the rate as written on the bill
 * @throws EngineError UNKNOWN_SURCHARGE_TYPE, INVALID_RATE, or AMOUNT_PRECISION_EXCEEDED for a
 * fixed value finer than the currency
 * @example
 * ```ts
 * surchargeAmount({ id: 1, name: 'Service', type: 'percentage', value: '10' }, new Decimal('45.50'), 2).amount.toFixed(2); // "4.55"
 * ```
 */
export function surchargeAmount(
  surcharge: Surcharge,
  subTotal: Decimal,
  precision: Precision,
): { kind: 1 | 2; rate: Decimal; amount: Decimal } {
  const kind = surchargeKind(surcharge);
  const value = surcharge.value ?? surcharge.rate;
  if (value === undefined) throw new EngineError('INVALID_RATE', { id: surcharge.id, value });
  if (kind === 2) {
    const amount =
      typeof value === 'number'
        ? parseAmount(parseRate(value), { precision })
        : parseAmount(value, { precision });
    return { kind, rate: amount, amount };
  }
  const rate = parseRate(value);
  return { kind, rate, amount: quantize(percentOf(subTotal, rate), precision) };
}
