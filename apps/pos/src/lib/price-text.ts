/**
 * Whether a price as typed is a decimal the currency can hold: digits, and at most `precision`
 * places after the point ("4.5" and "4.50" for two places; "1200" for none).
 */
export function isPriceText(text: string, precision: number): boolean {
  const places = precision === 0 ? '' : `(\\.\\d{1,${String(precision)}})?`;
  return new RegExp(`^\\d{1,9}${places}$`).test(text.trim());
}

/** Whether a rate as typed is a percentage: digits, and at most two places ("9", "1.5"). */
export function isRateText(text: string): boolean {
  return /^\d{1,3}(\.\d{1,2})?$/.test(text.trim());
}
