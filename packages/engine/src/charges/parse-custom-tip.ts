import { EngineError } from '../errors/engine-error';
import type { Amount, Precision } from '../money/types';
import { toAmount } from '../money/to-amount';

const CUSTOM_TIP_PATTERN = /^\d*\.?\d*$/u;
// A minus sign: ASCII hyphen-minus, U+2212 and the full-width form a phone keyboard may type.
const MINUS_PATTERN = /^[-\u2212\uFF0D]\s*/u;

/** Why a custom tip was refused, in the INVALID_TIP error's `details.reason`. */
export type CustomTipRefusal = 'negative' | 'malformed' | 'too_precise';

/**
 * Reads what a diner typed as a custom tip: digits with an optional single decimal point
 * (spec: tables-payments-split §5). Empty input means "no tip" (Apply does nothing).
 *
 * @param text - the field's text
 * @param precision - decimal places
 * @returns the tip amount at the precision, or null when the field is empty
 * @throws EngineError INVALID_TIP for anything else, with `details.reason` saying why
 * ({@link CustomTipRefusal}): `negative` for a number with a minus sign, `too_precise` for more
 * decimals than the currency has, `malformed` otherwise
 * @example
 * ```ts
 * parseCustomTip('2.5', 2); // "2.50"
 * parseCustomTip('', 2); // null
 * parseCustomTip('-5', 2); // throws INVALID_TIP, details.reason 'negative'
 * ```
 */
export function parseCustomTip(text: string, precision: Precision): Amount | null {
  const value = text.trim();
  if (value === '' || value === '.') return null;
  const refuse = (reason: CustomTipRefusal) => new EngineError('INVALID_TIP', { text, reason });
  if (!CUSTOM_TIP_PATTERN.test(value)) {
    const unsigned = value.replace(MINUS_PATTERN, '');
    const negative =
      unsigned !== value && /\d/u.test(unsigned) && CUSTOM_TIP_PATTERN.test(unsigned);
    throw refuse(negative ? 'negative' : 'malformed');
  }
  const [whole = '', fraction = ''] = value.split('.');
  if (fraction.replace(/0+$/u, '').length > precision) throw refuse('too_precise');
  return toAmount(
    `${whole === '' ? '0' : whole}${fraction === '' ? '' : `.${fraction}`}`,
    precision,
  );
}
