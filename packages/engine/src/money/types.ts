import type { Decimal } from './decimal';

/**
 * An amount of money as a decimal string in plain notation, e.g. `"12.50"`. Every amount the
 * engine returns is quantized to the currency precision and written with exactly that many
 * decimals.
 */
export type Amount = string;

/** An amount the engine accepts: a decimal string or a Decimal, never a JavaScript number. */
export type AmountInput = string | Decimal;

/** A rate or percentage: a decimal string, a Decimal, or a finite JavaScript number. */
export type RateInput = string | number | Decimal;

/** Decimal places of a currency: 0 (JPY) to 3 (KWD); 2 by default. */
export type Precision = 0 | 1 | 2 | 3;

/** The currency context every price calculation runs in. */
export interface MoneyContext {
  /** ISO 4217 code, e.g. `"AED"`. */
  currency: string;
  /** Decimal places, from the company's decimal_precision. */
  precision: Precision;
}
