import { EngineError } from '../errors/engine-error';

const CURRENCY_PATTERN = /^[A-Z]{3}$/u;

/**
 * Checks a currency code: three capital letters, as ISO 4217 writes them.
 *
 * @param currency - the code, e.g. `"AED"`
 * @returns the code
 * @throws EngineError INVALID_CURRENCY otherwise
 * @example
 * ```ts
 * assertCurrency('KWD'); // "KWD"
 * ```
 */
export function assertCurrency(currency: string): string {
  if (!CURRENCY_PATTERN.test(currency)) throw new EngineError('INVALID_CURRENCY', { currency });
  return currency;
}
