import {
  assertPrecision,
  isEngineError,
  parseCustomTip,
  tipLimitProblem,
  type Amount,
  type RateInput,
} from '@tabula/engine';

/** What the diner's custom tip reads as: a tip (null for an empty field), or why it is refused. */
export type CustomTipCheck =
  | { ok: true; amount: Amount | null }
  /** A minus sign: a tip cannot be negative (never read as its absolute value). */
  | { ok: false; reason: 'negative' }
  /** Not digits with one decimal point, or more decimals than the currency has (B§5). */
  | { ok: false; reason: 'malformed' }
  /** More than the outlet allows: `limit` is `percent` % of the subtotal. */
  | { ok: false; reason: 'over_limit'; limit: Amount; percent: string };

/**
 * Reads a custom tip as the checkout applies it: the engine parses it (B§5: digits with one
 * optional decimal point) and compares it, in decimals, with the outlet's largest tip, a share of
 * the subtotal the tip percentages apply to; the server makes the same comparison.
 *
 * @example `checkCustomTip('-5', '20.00', '50', 2)` gives `{ ok: false, reason: 'negative' }`
 */
export function checkCustomTip(
  text: string,
  subTotal: Amount,
  maxTipPercent: RateInput,
  precision: number,
): CustomTipCheck {
  const places = assertPrecision(precision);
  let amount: Amount | null;
  try {
    amount = parseCustomTip(text, places);
  } catch (error) {
    if (!isEngineError(error, 'INVALID_TIP')) throw error;
    return { ok: false, reason: error.details.reason === 'negative' ? 'negative' : 'malformed' };
  }
  if (amount === null) return { ok: true, amount };
  const problem = tipLimitProblem(amount, subTotal, maxTipPercent, places);
  if (problem !== null) {
    return { ok: false, reason: 'over_limit', limit: problem.limit, percent: problem.percent };
  }
  return { ok: true, amount };
}
