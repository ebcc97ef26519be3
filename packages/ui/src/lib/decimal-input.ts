import { toLatinDigits } from './latin-digits';

/**
 * Filters what a diner types into an amount field (a custom tip, loyalty points to redeem) to
 * digits and at most one decimal point. It reads no amount: it only keeps or drops characters.
 * Arabic digits become Latin ones; other characters (a pasted currency code, spaces) are dropped.
 *
 * @param typed - the field's text after the keystroke or paste
 * @returns the text to keep, or null when the keystroke would add a second decimal point
 * @example filterDecimalInput('١٢٫٥') // '12.5'
 */
export function filterDecimalInput(typed: string): string | null {
  const kept = toLatinDigits(typed).replace(/[^\d.]/g, '');
  // spec: B§5 / A§5 digits with one optional decimal point
  return /^\d*\.?\d*$/.test(kept) ? kept : null;
}
