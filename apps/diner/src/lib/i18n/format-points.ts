/**
 * Formats a loyalty points balance (a decimal string, A§3 Loyalty) in the diner's language,
 * exactly: the string goes to Intl as a string (ECMA-402 NumberFormat v3), never through a float.
 *
 * @example `formatPoints('1234.5', 'en') // "1,234.5"`
 */
export function formatPoints(points: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 20 });
  return format.format(points as unknown as number);
}
