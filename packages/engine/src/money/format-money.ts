import type { AmountInput } from './types';
import { assertCurrency } from './assert-currency';
import { assertPrecision } from './assert-precision';
import { currencyFormat } from './currency-format';
import { quantize } from './quantize';

/** Options for {@link formatMoney}. */
export interface FormatMoneyOptions {
  /** ISO 4217 currency code. */
  currency: string;
  /** Decimal places, 0 to 3 (the company's decimal_precision). */
  precision: number;
  /** BCP 47 locale: `en`, `ar`, `zh`, `ms`, or any other Intl knows. */
  locale: string;
  /** `symbol` (default) or `code` to print "AED 12.50" style. */
  display?: 'symbol' | 'code' | 'narrowSymbol';
}

/**
 * Formats an amount for display by locale and currency, at the company precision. The decimal
 * string goes to Intl.NumberFormat as a string, so it is formatted exactly, never through a float.
 *
 * @param amount - the amount
 * @param options - currency, precision, locale
 * @returns the text a diner reads
 * @throws EngineError INVALID_CURRENCY for a code that is not three capital letters
 * @example
 * ```ts
 * formatMoney('1234.5', { currency: 'AED', precision: 2, locale: 'en' }); // "AED 1,234.50"
 * ```
 */
export function formatMoney(amount: AmountInput, options: FormatMoneyOptions): string {
  const places = assertPrecision(options.precision);
  assertCurrency(options.currency);
  const text = quantize(amount, places).toFixed(places);
  const format = currencyFormat({
    locale: options.locale,
    currency: options.currency,
    display: options.display ?? 'symbol',
    places,
  });
  // Intl.NumberFormat formats decimal strings exactly (ECMA-402 NumberFormat v3).
  return format.format(text as unknown as number);
}
