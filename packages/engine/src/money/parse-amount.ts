import { EngineError } from '../errors/engine-error';
import { Decimal } from './decimal';
import type { AmountInput } from './types';

const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;

/** Options for {@link parseAmount}. */
export interface ParseAmountOptions {
  /** When given, the amount may not carry more significant decimals than this. */
  precision?: number;
  /** Accept amounts below zero (adjustments); off by default. */
  allowNegative?: boolean;
}

/**
 * Parses an amount of money. Only plain decimal strings (`"12"`, `"12.5"`, `"-0.25"`) and
 * Decimal values are accepted: a JavaScript number is refused, so no float ever carries money.
 *
 * @param value - the amount
 * @param options - precision to enforce, and whether negatives are allowed
 * @returns the amount as a Decimal
 * @throws EngineError INVALID_AMOUNT, NEGATIVE_AMOUNT or AMOUNT_PRECISION_EXCEEDED
 * @example
 * ```ts
 * parseAmount('12.50', { precision: 2 }).toString(); // "12.5"
 * parseAmount('1.005', { precision: 2 }); // throws AMOUNT_PRECISION_EXCEEDED
 * ```
 */
export function parseAmount(value: AmountInput, options: ParseAmountOptions = {}): Decimal {
  let amount: Decimal;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!DECIMAL_PATTERN.test(text)) throw new EngineError('INVALID_AMOUNT', { value });
    amount = new Decimal(text);
  } else if (value instanceof Decimal && value.isFinite()) {
    // The engine's own Decimals are immutable: no copy needed.
    amount = value;
  } else if (Decimal.isDecimal(value) && value.isFinite()) {
    amount = new Decimal(value);
  } else {
    throw new EngineError('INVALID_AMOUNT', { value: String(value) });
  }
  if (amount.isNegative() && !amount.isZero() && options.allowNegative !== true) {
    throw new EngineError('NEGATIVE_AMOUNT', { value: amount.toFixed() });
  }
  if (options.precision !== undefined && amount.decimalPlaces() > options.precision) {
    throw new EngineError('AMOUNT_PRECISION_EXCEEDED', {
      value: amount.toFixed(),
      precision: options.precision,
    });
  }
  // Normalise -0 so that outputs never print "-0.00".
  return amount.isZero() ? new Decimal(0) : amount;
}
