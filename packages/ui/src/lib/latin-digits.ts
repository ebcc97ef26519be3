const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/**
 * Writes an Arabic keyboard's digits (٠–٩, ۰–۹) as Latin digits and its decimal separator (٫) as
 * a point, leaving every other character as it is.
 *
 * @example toLatinDigits('١٢٫٥ AED') // '12.5 AED'
 */
export function toLatinDigits(typed: string): string {
  return typed
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (digit) =>
      String(digit.charCodeAt(0) - EXTENDED_ARABIC_INDIC_ZERO),
    )
    .replace(/\u066b/g, '.');
}

/**
 * The digits of what the diner typed or pasted, as Latin digits; everything else (spaces, dashes,
 * brackets, a plus) is dropped.
 *
 * @example latinDigits('٤٨ 15') // '4815'
 */
export function latinDigits(typed: string): string {
  return toLatinDigits(typed).replace(/\D/g, '');
}
