import { toLatinDigits } from './latin-digits';

/** Options of {@link filterDecimalInput}. */
export interface DecimalInputOptions {
  /**
   * Keep a leading minus sign (as '-'), so the app can refuse a negative amount with a message
   * rather than the field turning '-5' into 5 without a word.
   */
  keepMinus?: boolean;
}

// A minus sign as a phone may type it: hyphen-minus, U+2212 or the full-width form.
const LEADING_MINUS = /^\s*[-\u2212\uFF0D]/;

/**
 * Filters what a diner types into an amount field (a custom tip, loyalty points to redeem) to
 * digits and at most one decimal point. It reads no amount: it only keeps or drops characters.
 * Arabic digits become Latin ones; other characters (a pasted currency code, spaces) are dropped.
 *
 * @param typed - the field's text after the keystroke or paste
 * @param options - whether a leading minus sign is kept
 * @returns the text to keep, or null when the keystroke would add a second decimal point
 * @example filterDecimalInput('١٢٫٥') // '12.5'
 * @example filterDecimalInput('-5', { keepMinus: true }) // '-5'
 */
export function filterDecimalInput(
  typed: string,
  options: DecimalInputOptions = {},
): string | null {
  const sign = options.keepMinus === true && LEADING_MINUS.test(typed) ? '-' : '';
  const kept = toLatinDigits(typed).replace(/[^\d.]/g, '');
  // spec: B§5 / A§5 digits with one optional decimal point
  return /^\d*\.?\d*$/.test(kept) ? sign + kept : null;
}
