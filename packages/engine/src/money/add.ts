import { Decimal } from './decimal';
import type { AmountInput } from './types';
import { parseAmount } from './parse-amount';

/**
 * Adds amounts exactly.
 *
 * @param amounts - the amounts (none gives zero)
 * @returns their exact sum
 * @example
 * ```ts
 * add('0.10', '0.20').toFixed(2); // "0.30"
 * ```
 */
export function add(...amounts: AmountInput[]): Decimal {
  return amounts.reduce<Decimal>(
    (total, amount) => total.plus(parseAmount(amount, { allowNegative: true })),
    new Decimal(0),
  );
}
