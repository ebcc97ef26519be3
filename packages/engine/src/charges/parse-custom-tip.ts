import { EngineError } from '../errors/engine-error';
import type { Amount, Precision } from '../money/types';
import { toAmount } from '../money/to-amount';

const CUSTOM_TIP_PATTERN = /^\d*\.?\d*$/u;

/**
 * Reads what a diner typed as a custom tip: digits with an optional single decimal point
 * (spec: tables-payments-split §5). Empty input means "no tip" (Apply does nothing).
 *
 * @param text - the field's text
 * @param precision - decimal places
 * @returns the tip amount at the precision, or null when the field is empty
 * @throws EngineError INVALID_TIP for anything else, or more decimals than the currency has
 * @example
 * ```ts
 * parseCustomTip('2.5', 2); // "2.50"
 * parseCustomTip('', 2); // null
 * ```
 */
export function parseCustomTip(text: string, precision: Precision): Amount | null {
  const value = text.trim();
  if (value === '' || value === '.') return null;
  if (!CUSTOM_TIP_PATTERN.test(value)) throw new EngineError('INVALID_TIP', { text });
  const [whole = '', fraction = ''] = value.split('.');
  if (fraction.replace(/0+$/u, '').length > precision)
    throw new EngineError('INVALID_TIP', { text });
  return toAmount(
    `${whole === '' ? '0' : whole}${fraction === '' ? '' : `.${fraction}`}`,
    precision,
  );
}
