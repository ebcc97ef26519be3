/** What picks one currency format: the locale, the currency, how it is shown and the places. */
export interface CurrencyFormatKey {
  locale: string;
  currency: string;
  display: 'symbol' | 'code' | 'narrowSymbol';
  places: number;
}

/** Formats kept at most; a page uses a handful (four languages, one currency). */
const LIMIT = 32;

const formats = new Map<string, Intl.NumberFormat>();

/**
 * The Intl.NumberFormat of a currency at a number of places, built once per key: building one
 * costs far more than formatting with it, and a menu formats hundreds of prices per paint. When
 * more than {@link LIMIT} keys were asked for, the oldest is dropped.
 *
 * @param key - locale, currency, display and places
 * @returns the shared format (Intl formats are immutable)
 */
export function currencyFormat({ locale, currency, display, places }: CurrencyFormatKey) {
  const id = `${locale}|${currency}|${display}|${String(places)}`;
  let format = formats.get(id);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: display,
      minimumFractionDigits: places,
      maximumFractionDigits: places,
    });
    if (formats.size >= LIMIT) {
      const oldest = formats.keys().next().value;
      if (oldest !== undefined) formats.delete(oldest);
    }
    formats.set(id, format);
  }
  return format;
}
